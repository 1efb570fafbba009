-- A refused sale as one element of banca_sell_tickets' answer: {"error": <code>, "detail": <text>}.
-- The codes are listed in banca_sell_tickets.sql.
CREATE OR REPLACE FUNCTION banca_sale_refused(code text, detail text DEFAULT NULL) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$ SELECT jsonb_build_object('error', code, 'detail', detail) $$;
