-- The plan of a batch of sales judged as a whole (ADR 030), or NULL when some play depends on
-- the order of the batch.
--
-- Sales in a batch depend on one another only through the exposure rows they share: a play sells
-- what the plays before it left. That order matters only when a play may be cut short. So the
-- batch is judged as a whole, once it holds the lock of every number it plays (banca_lock_numbers):
--   * a play whose every row has room for it AND for every earlier play of the batch on that row
--     sells in full, whatever those earlier plays do (they can only use less);
--   * a play with a row that has no room left sells nothing, whatever they do.
-- When every play is one or the other, the answers are the ones sale-by-sale selling gives.
-- Otherwise (a play would be cut short: `incompleta`) the batch is sold sale by sale with
-- banca_sell_one. Only the rows of the partners whose limit the API sent are weighed (ADR 031):
-- a play with none has no rows to weigh and sells in full. Nothing is written here.
-- `p_locked`: whether each sale's idempotency lock was taken.
CREATE OR REPLACE FUNCTION banca_plan_sales(p_sales jsonb, p_locked boolean[], p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_plan jsonb;
  v_decided boolean;
BEGIN
  -- The plan: per sale, its refusal or replay ({"result": …}), or what it sells ({"total",
  -- "outcomes", "sold": the indexes of its plays that sell}). Lookups into big tables are
  -- scalar subqueries, so each is an index probe whatever the planner guesses about the batch.
  WITH sale AS MATERIALIZED (
    SELECT x.i, x.s, (x.s->>'user_id')::int AS user_id, x.s->>'key' AS key,
           translate(x.s->>'chain', '[]', '{}')::int[] AS chain,
           translate(x.s->>'occurrence_ids', '[]', '{}')::int[] AS occurrences,
           make_interval(mins => coalesce((x.s->>'extra_close_minutes')::int, 0)) AS extra,
           row_number() OVER (PARTITION BY x.s->>'user_id', x.s->>'key' ORDER BY x.i) > 1 AS repeated
      FROM jsonb_array_elements(p_sales) WITH ORDINALITY AS x(s, i)
  ),
  judged AS MATERIALIZED (
    -- The refusals in the order banca_sell_one applies them; NULL when the sale goes on.
    SELECT sale.i, sale.s, sale.chain, CASE
             WHEN sale.repeated OR NOT p_locked[sale.i::int] THEN banca_sale_refused('BN004')
             WHEN prior.request_hash IS NOT NULL AND prior.request_hash <> sale.s->>'request_hash' THEN banca_sale_refused('BN005')
             WHEN prior.request_hash IS NOT NULL
               THEN jsonb_build_object('replay', true, 'ticket_id', prior.ticket_id, 'outcomes', prior.outcome)
             WHEN NOT coalesce((SELECT u.status = 'ACTIVE' AND u.role::text = sale.s->>'seller_role'
                                       AND u.partner_id = (sale.s->>'seller_partner_id')::int
                                  FROM users u WHERE u.id = sale.user_id), false) THEN banca_sale_refused('BN006')
             WHEN (SELECT value FROM sale_config_version WHERE id = 1) <> (sale.s->>'config_version')::bigint
               THEN banca_sale_refused('BN009')
             WHEN closed.id IS NOT NULL THEN banca_sale_refused('BN001', closed.id::text)
             WHEN suspended.id IS NOT NULL THEN banca_sale_refused('BN002', suspended.id::text)
           END AS refusal
      FROM sale
      LEFT JOIN LATERAL (SELECT r.request_hash, r.ticket_id, r.outcome FROM sale_requests r
                          WHERE r.user_id = sale.user_id AND r.key = sale.key LIMIT 1) prior ON true
      -- A draw sells from the start of the day before its own (advance sale, ADR 062).
      LEFT JOIN LATERAL (SELECT o.id FROM draw_occurrences o
                          WHERE o.id = ANY (sale.occurrences)
                            AND (o.result_number IS NOT NULL OR p_now < o.open_at - interval '1 day' OR p_now >= least(o.close_at, o.draw_at - sale.extra))
                          LIMIT 1) closed ON true
      LEFT JOIN LATERAL (SELECT d.occurrence_id AS id FROM suspended_draws d
                          WHERE d.occurrence_id = ANY (sale.occurrences) AND d.partner_id = ANY (sale.chain) AND d.lifted_at IS NULL
                          LIMIT 1) suspended ON true
  ),
  play AS MATERIALIZED (
    SELECT j.i, y.n, y.p, (y.p->>'occurrence_id')::int AS occurrence_id, (y.p->>'bet_type_id')::int AS bet_type_id,
           y.p->>'number_key' AS number_key, (y.p->>'requested')::bigint AS requested, j.chain,
           EXISTS (SELECT 1 FROM blocked_numbers b JOIN draw_occurrences o ON o.id = (y.p->>'occurrence_id')::int
                    WHERE b.deleted_at IS NULL AND b.product_id = o.product_id
                      AND (b.draw_id IS NULL OR b.draw_id = o.draw_id)
                      AND b.number = y.p->>'number' AND b.partner_id = ANY (j.chain)
                      AND (b.date_from IS NULL OR o.draw_date >= b.date_from)
                      AND (b.date_to IS NULL OR o.draw_date <= b.date_to)) AS blocked
      FROM judged j CROSS JOIN LATERAL jsonb_array_elements(j.s->'plays') WITH ORDINALITY AS y(p, n)
     WHERE j.refusal IS NULL
  ),
  room AS (
    -- Per play and partner of its chain that sets a limit for it: the room the row had when the
    -- batch began, and what the earlier plays of the batch on the same row ask for.
    SELECT r.i, r.n, r.requested, r.room,
           coalesce(sum(r.requested) OVER (PARTITION BY r.occurrence_id, r.bet_type_id, r.number_key, r.partner_id
                                           ORDER BY r.i ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS asked_before
      FROM (SELECT play.i, play.n, play.requested, play.occurrence_id, play.bet_type_id, play.number_key, c.partner_id,
                   (play.p->'limits'->>(c.depth::int - 1))::bigint
                     - coalesce((SELECT e.sold FROM sales_exposure e
                                  WHERE e.occurrence_id = play.occurrence_id AND e.bet_type_id = play.bet_type_id
                                    AND e.number_key = play.number_key AND e.partner_id = c.partner_id), 0) AS room
              FROM play CROSS JOIN LATERAL unnest(play.chain) WITH ORDINALITY AS c(partner_id, depth)
             WHERE NOT play.blocked AND play.p->'limits'->>(c.depth::int - 1) IS NOT NULL) r
  ),
  verdict AS (
    -- Per play: sells in full, sells nothing, or NULL when it depends on the order.
    SELECT play.i, play.n, play.p, play.requested, CASE
             WHEN play.blocked THEN 'bloqueada'
             WHEN bool_or(room.room <= 0) THEN 'agotada'
             WHEN bool_and(room.room IS NULL OR room.room - room.asked_before >= room.requested) THEN 'vendida'
           END AS outcome
      FROM play LEFT JOIN room ON room.i = play.i AND room.n = play.n
     GROUP BY play.i, play.n, play.p, play.requested, play.blocked
  ),
  ticket AS (
    SELECT v.i,
           sum(v.requested) FILTER (WHERE v.outcome = 'vendida') AS total,
           jsonb_agg(jsonb_build_object('index', v.p->'index', 'outcome', v.outcome, 'requested', v.requested::text,
                                        'sold', CASE WHEN v.outcome = 'vendida' THEN v.requested ELSE 0 END::text)
                     ORDER BY v.n) AS outcomes,
           jsonb_agg(v.n - 1 ORDER BY v.n) FILTER (WHERE v.outcome = 'vendida') AS sold,
           bool_and(v.outcome IS NOT NULL) AS decided
      FROM verdict v GROUP BY v.i
  )
  SELECT jsonb_agg(CASE
                     WHEN j.refusal IS NOT NULL THEN jsonb_build_object('result', j.refusal)
                     WHEN t.total IS NULL THEN jsonb_build_object('result', banca_sale_refused('BN003', t.outcomes::text))
                     ELSE jsonb_build_object('total', t.total::text, 'outcomes', t.outcomes, 'sold', t.sold)
                   END ORDER BY j.i),
         coalesce(bool_and(t.decided), true)
    INTO v_plan, v_decided
    FROM judged j LEFT JOIN ticket t ON t.i = j.i;
  RETURN CASE WHEN v_decided THEN v_plan END;
END;
$$;
