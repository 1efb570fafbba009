-- The Luhn check digit of a string of digits, the same answer as banca_luhn_digit_of: the
-- sale-by-sale path (banca_sell_one) ends each ticket's serial with it.
CREATE OR REPLACE FUNCTION banca_luhn_digit(digits text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT banca_luhn_digit_of(digits::bigint) $$;
