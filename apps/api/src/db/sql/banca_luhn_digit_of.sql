-- The Luhn check digit of n (up to 18 digits): the digits from the right, every other one doubled
-- starting with the last, summed; the digit that brings the sum to a multiple of 10. One
-- expression, so PostgreSQL inlines it where it is called: the batch write
-- (banca_write_planned_sales) ends each ticket's serial with it, and a mistyped serial is caught
-- before any lookup.
CREATE OR REPLACE FUNCTION banca_luhn_digit_of(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((10 - (0
         + 2 * (n % 10) - 9 * ((n % 10) / 5) + (n / 10 % 10)
         + 2 * (n / 100 % 10) - 9 * ((n / 100 % 10) / 5) + (n / 1000 % 10)
         + 2 * (n / 10000 % 10) - 9 * ((n / 10000 % 10) / 5) + (n / 100000 % 10)
         + 2 * (n / 1000000 % 10) - 9 * ((n / 1000000 % 10) / 5) + (n / 10000000 % 10)
         + 2 * (n / 100000000 % 10) - 9 * ((n / 100000000 % 10) / 5) + (n / 1000000000 % 10)
         + 2 * (n / 10000000000 % 10) - 9 * ((n / 10000000000 % 10) / 5) + (n / 100000000000 % 10)
         + 2 * (n / 1000000000000 % 10) - 9 * ((n / 1000000000000 % 10) / 5) + (n / 10000000000000 % 10)
         + 2 * (n / 100000000000000 % 10) - 9 * ((n / 100000000000000 % 10) / 5) + (n / 1000000000000000 % 10)
         + 2 * (n / 10000000000000000 % 10) - 9 * ((n / 10000000000000000 % 10) / 5) + (n / 100000000000000000 % 10)
         ) % 10) % 10)::text
$$;
