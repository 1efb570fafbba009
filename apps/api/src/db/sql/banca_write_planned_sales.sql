-- Writes what a decided plan (banca_plan_sales) sells, in a few set statements: one insert per
-- table and one upsert of the exposure, whose row is written, with what was sold, the first time
-- its number sells. Answers one result per sale, in batch order.
CREATE OR REPLACE FUNCTION banca_write_planned_sales(p_sales jsonb, p_plan jsonb, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  results jsonb;
BEGIN
  -- Everything the plan sells, in one statement: the exposure of every partner of each chain
  -- that sets a limit for the play (a row is created the first time its number sells), the
  -- tickets, their plays and their keys; then the answers in batch order.
  WITH numbered AS MATERIALIZED (
    SELECT x.i, p_sales->(x.i::int - 1) AS s, x.plan, nextval('ticket_serial_seq') AS n
      FROM jsonb_array_elements(p_plan) WITH ORDINALITY AS x(plan, i)
     WHERE x.plan ? 'sold'
     ORDER BY x.i
  ),
  selling AS MATERIALIZED (
    SELECT i, s, plan, n::text || banca_luhn_digit_of(n) AS serial FROM numbered
  ),
  sold_play AS MATERIALIZED (
    SELECT selling.i, y.n, selling.s->'plays'->(y.n::int) AS p
      FROM selling CROSS JOIN LATERAL jsonb_array_elements_text(selling.plan->'sold') AS y(n)
  ),
  exposure AS (
    INSERT INTO sales_exposure AS e (occurrence_id, bet_type_id, number_key, partner_id, sold)
    SELECT (sp.p->>'occurrence_id')::int, (sp.p->>'bet_type_id')::int, sp.p->>'number_key', c::int, sum((sp.p->>'requested')::bigint)
      FROM sold_play sp JOIN selling ON selling.i = sp.i
     CROSS JOIN LATERAL jsonb_array_elements_text(selling.s->'chain') WITH ORDINALITY AS c(c, depth)
     WHERE sp.p->'limits'->>(c.depth::int - 1) IS NOT NULL
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (occurrence_id, bet_type_id, number_key, partner_id) DO UPDATE SET sold = e.sold + excluded.sold
  ),
  ticket AS (
    INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                         currency, total, channel, status, sold_at, business_date)
    SELECT serial, s->>'security_code', (s->>'taquilla_id')::int, (s->>'agency_id')::int, (s->>'banca_id')::int,
           s->>'partner_path', translate(s->>'chain', '[]', '{}')::int[], (s->>'user_id')::int, s->>'currency',
           (plan->>'total')::bigint, s->>'channel', 'ACTIVO', p_now, (p_now AT TIME ZONE (s->>'timezone'))::date
      FROM selling ORDER BY i
    RETURNING id, serial
  ),
  sold AS MATERIALIZED (
    SELECT selling.*, ticket.id AS ticket_id FROM selling JOIN ticket ON ticket.serial = selling.serial
  ),
  plays AS (
    INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
    SELECT sold.ticket_id, (sp.p->>'occurrence_id')::int, (sp.p->>'bet_type_id')::int, sp.p->>'number', (sp.p->>'sign')::smallint,
           sp.p->>'number_key', (sp.p->>'requested')::bigint, (sp.p->>'requested')::bigint, (sp.p->>'multiplier')::numeric
      FROM sold JOIN sold_play sp ON sp.i = sold.i
     ORDER BY sold.i, sp.n::int
    RETURNING id, ticket_id
  ),
  request AS (
    INSERT INTO sale_requests (user_id, key, request_hash, ticket_id, outcome)
    SELECT (s->>'user_id')::int, s->>'key', s->>'request_hash', ticket_id, plan->'outcomes' FROM sold
  ),
  play_ids AS MATERIALIZED (
    SELECT plays.ticket_id, jsonb_agg(plays.id ORDER BY plays.id) AS ids FROM plays GROUP BY plays.ticket_id
  )
  SELECT jsonb_agg(CASE
                     WHEN sold.i IS NULL THEN x.plan->'result'
                     ELSE jsonb_build_object('ticket_id', sold.ticket_id, 'serial', sold.serial, 'sold_at', p_now,
                                             'business_date', (p_now AT TIME ZONE (sold.s->>'timezone'))::date,
                                             'play_ids', play_ids.ids, 'outcomes', x.plan->'outcomes')
                   END ORDER BY x.i)
    INTO results
    FROM jsonb_array_elements(p_plan) WITH ORDINALITY AS x(plan, i)
    LEFT JOIN sold ON sold.i = x.i
    LEFT JOIN play_ids ON play_ids.ticket_id = sold.ticket_id;
  RETURN results;
END;
$$;
