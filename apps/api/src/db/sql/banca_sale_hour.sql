-- The hour of the day a ticket was sold, in its banca's zone (the zone that gave its business date).
CREATE OR REPLACE FUNCTION banca_sale_hour(p_sold_at timestamptz, p_banca_id int) RETURNS smallint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(extract(hour FROM p_sold_at AT TIME ZONE
           (SELECT timezone FROM banca_settings WHERE partner_id = p_banca_id))::smallint, 0)
$$;
