-- Exposure only where a limit is set (ADR 031).
--
-- A partner's cupo is inherited by its subtree: a partner without a cupo row of its own has the
-- cupo of the nearest ancestor that has one, and the same number. Its subtree is part of that
-- ancestor's, so what it sold never passes the limit before the ancestor's does: counting it is
-- redundant. So a sale now counts a play only against the partners of its chain that set a
-- limit of their own for it (a cupo row, or a tope row for the banca); the API plans the other
-- partners with no limit. With one cupo at the banca, a play writes one exposure row instead of
-- one per partner of its chain.
--
-- Which partners count depends on the limit rows, so changing those rows resyncs the exposure
-- of the partners they belong to: for every draw occurrence still open for sale, a partner that
-- sets a limit gets rows equal to what its live tickets hold, and one that no longer does loses
-- its rows. Sales (shared) and changes to the limits (exclusive) take one advisory lock, so no
-- sale planned with the old limits is in flight while the rows are recounted, and a sale that
-- comes after reads the new configuration version (BN009) before it counts anything.

-- The key of that lock. The two-key number locks of banca_lock_numbers live apart from it.
CREATE OR REPLACE FUNCTION banca_sale_limits_lock() RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$ SELECT hashtextextended('banca.sale-limits', 0) $$;
--> statement-breakpoint

-- Whether a partner sets a limit of its own for a bet type on a draw of a product: a cupo row
-- of its own (for that draw or the whole product) or, for a banca, a tope row. The API's
-- limitsAlong (plan-sale.ts) gives a limit to exactly these partners.
CREATE OR REPLACE FUNCTION banca_limit_set(p_partner int, p_product int, p_draw int, p_bet_type int) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM regular_quotas r
                  WHERE r.partner_id = p_partner AND r.product_id = p_product AND r.bet_type_id = p_bet_type
                    AND (r.draw_id IS NULL OR r.draw_id = p_draw))
      OR EXISTS (SELECT 1 FROM top_quotas t
                  WHERE t.banca_id = p_partner AND t.product_id = p_product AND t.bet_type_id = p_bet_type
                    AND (t.draw_id IS NULL OR t.draw_id = p_draw))
$$;
--> statement-breakpoint

-- The (occurrence, bet type, partner) triples a change of limits concerns: each of the given
-- partners ([{partner_id, product_id, bet_type_id}, …]) on every occurrence of the product that
-- is still open for sale, and whether the partner sets a limit for it now.
CREATE OR REPLACE FUNCTION banca_resync_scope(p_keys jsonb)
RETURNS TABLE (occurrence_id int, bet_type_id int, partner_id int, limited boolean)
LANGUAGE sql STABLE AS $$
  SELECT o.id, k.bet_type_id, k.partner_id, banca_limit_set(k.partner_id, o.product_id, o.draw_id, k.bet_type_id)
    FROM (SELECT DISTINCT (x->>'partner_id')::int AS partner_id, (x->>'product_id')::int AS product_id,
                 (x->>'bet_type_id')::int AS bet_type_id
            FROM jsonb_array_elements(p_keys) x) k
    JOIN draw_occurrences o ON o.product_id = k.product_id
   WHERE o.result_number IS NULL AND o.close_at > now()
$$;
--> statement-breakpoint

-- Recounts that exposure from the live tickets: rows for the partners that set a limit, none
-- for the others. Run under the exclusive limits lock, after the limit rows changed.
CREATE OR REPLACE FUNCTION banca_resync_exposure(p_keys jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_exposure e USING banca_resync_scope(p_keys) s
   WHERE e.occurrence_id = s.occurrence_id AND e.bet_type_id = s.bet_type_id AND e.partner_id = s.partner_id;
  INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
  SELECT p.occurrence_id, p.bet_type_id, p.number_key, s.partner_id, sum(p.amount)
    FROM banca_resync_scope(p_keys) s
    JOIN ticket_plays p ON p.occurrence_id = s.occurrence_id AND p.bet_type_id = s.bet_type_id
    JOIN tickets t ON t.id = p.ticket_id
   WHERE s.limited AND t.status <> 'ANULADO' AND s.partner_id = ANY (t.chain)
   GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint

-- Before a statement changes limit rows: wait for the sales in flight, hold off the next ones.
CREATE OR REPLACE FUNCTION banca_lock_sale_limits() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(banca_sale_limits_lock());
  RETURN NULL;
END;
$$;
--> statement-breakpoint

-- After a statement changed limit rows: resync the partners of the rows before and after.
-- TG_ARGV[0] names the partner column (partner_id of a cupo, banca_id of a tope).
CREATE OR REPLACE FUNCTION banca_resync_changed_limits() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_keys jsonb := '[]';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT v_keys || coalesce(jsonb_agg(jsonb_build_object('partner_id', to_jsonb(r)->TG_ARGV[0],
                                                           'product_id', r.product_id, 'bet_type_id', r.bet_type_id)), '[]')
      INTO v_keys FROM new_rows r;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT v_keys || coalesce(jsonb_agg(jsonb_build_object('partner_id', to_jsonb(r)->TG_ARGV[0],
                                                           'product_id', r.product_id, 'bet_type_id', r.bet_type_id)), '[]')
      INTO v_keys FROM old_rows r;
  END IF;
  PERFORM banca_resync_exposure(v_keys);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

DO $$
DECLARE
  t text;
  c text;
BEGIN
  FOR t, c IN SELECT * FROM (VALUES ('regular_quotas', 'partner_id'), ('top_quotas', 'banca_id')) v LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION banca_lock_sale_limits()', t || '_lock_sale_limits', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits(%L)', t || '_resync_inserted', t, c);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits(%L)', t || '_resync_updated', t, c);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits(%L)', t || '_resync_deleted', t, c);
  END LOOP;
END;
$$;
--> statement-breakpoint

-- Rows already counted for partners without a limit of their own go, on the occurrences still
-- open; the closed ones keep theirs (no sale reads them again).
DELETE FROM sales_exposure e USING draw_occurrences o
 WHERE o.id = e.occurrence_id AND o.result_number IS NULL AND o.close_at > now()
   AND NOT banca_limit_set(e.partner_id, o.product_id, o.draw_id, e.bet_type_id);
--> statement-breakpoint

CREATE OR REPLACE FUNCTION banca_sell_batch_at_once(p_sales jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_locked boolean[];
  v_plan jsonb;
  v_decided boolean;
  v_results jsonb;
BEGIN
  -- Idempotency locks first, so the statement that reads sale_requests sees every request
  -- that finished before its lock was free.
  SELECT array_agg(pg_try_advisory_xact_lock(hashtextextended((s->>'user_id') || ':' || (s->>'key'), 0)) ORDER BY i)
    INTO v_locked
    FROM jsonb_array_elements(p_sales) WITH ORDINALITY AS x(s, i);
  v_now := clock_timestamp();

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
             WHEN sale.repeated OR NOT v_locked[sale.i::int] THEN banca_sale_refused('BN004')
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
      LEFT JOIN LATERAL (SELECT o.id FROM draw_occurrences o
                          WHERE o.id = ANY (sale.occurrences)
                            AND (o.result_number IS NOT NULL OR v_now < o.open_at OR v_now >= least(o.close_at, o.draw_at - sale.extra))
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
    -- Per play and partner of its chain: the room the row had when the batch began (NULL: no
    -- limit), and what the earlier plays of the batch on the same row ask for.
    SELECT r.i, r.n, r.requested, r.room,
           coalesce(sum(r.requested) OVER (PARTITION BY r.occurrence_id, r.bet_type_id, r.number_key, r.partner_id
                                           ORDER BY r.i ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS asked_before
      FROM (SELECT play.i, play.n, play.requested, play.occurrence_id, play.bet_type_id, play.number_key, c.partner_id,
                   (play.p->'limits'->>(c.depth::int - 1))::bigint
                     - coalesce((SELECT e.sold FROM sales_exposure e
                                  WHERE e.occurrence_id = play.occurrence_id AND e.bet_type_id = play.bet_type_id
                                    AND e.number_key = play.number_key AND e.partner_id = c.partner_id), 0) AS room
              FROM play CROSS JOIN LATERAL unnest(play.chain) WITH ORDINALITY AS c(partner_id, depth)
             WHERE NOT play.blocked) r
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

  IF NOT v_decided THEN
    RETURN NULL;
  END IF;

  -- Everything the plan sells, in one statement: the exposure of every partner of each chain
  -- that sets a limit for the play (a row is created the first time its number sells), the
  -- tickets, their plays and their keys; then the answers in batch order.
  WITH selling AS MATERIALIZED (
    SELECT x.i, p_sales->(x.i::int - 1) AS s, x.plan, banca_next_serial() AS serial
      FROM jsonb_array_elements(v_plan) WITH ORDINALITY AS x(plan, i)
     WHERE x.plan ? 'sold'
     ORDER BY x.i
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
           (plan->>'total')::bigint, s->>'channel', 'ACTIVO', v_now, (v_now AT TIME ZONE (s->>'timezone'))::date
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
  play_ids AS (
    SELECT plays.ticket_id, jsonb_agg(plays.id ORDER BY plays.id) AS ids FROM plays GROUP BY plays.ticket_id
  )
  SELECT jsonb_agg(CASE
                     WHEN sold.i IS NULL THEN x.plan->'result'
                     ELSE jsonb_build_object('ticket_id', sold.ticket_id, 'serial', sold.serial, 'sold_at', v_now,
                                             'business_date', (v_now AT TIME ZONE (sold.s->>'timezone'))::date,
                                             'play_ids', play_ids.ids, 'outcomes', x.plan->'outcomes')
                   END ORDER BY x.i)
    INTO v_results
    FROM jsonb_array_elements(v_plan) WITH ORDINALITY AS x(plan, i)
    LEFT JOIN sold ON sold.i = x.i
    LEFT JOIN play_ids ON play_ids.ticket_id = sold.ticket_id;
  RETURN v_results;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION banca_sell_tickets(p_sales jsonb) RETURNS jsonb
LANGUAGE plpgsql SET jit = off SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_sale jsonb;
  v_key text;
  v_keys text[] := '{}';
  v_results jsonb;
BEGIN
  -- The limits the sales were planned with cannot change until they commit (see above).
  PERFORM pg_advisory_xact_lock_shared(banca_sale_limits_lock());
  -- Every number the batch plays, locked in the one global order (see banca_lock_numbers).
  PERFORM banca_lock_numbers(p_sales);

  v_results := banca_sell_batch_at_once(p_sales);
  IF v_results IS NOT NULL THEN
    RETURN v_results;
  END IF;

  -- Some play would be cut short: the batch is sold sale by sale, in its order. banca_sell_one
  -- reads and updates the exposure rows, so those it may touch (the partners that set a limit
  -- for the play) are created first.
  INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
  SELECT DISTINCT (x->>'occurrence_id')::int, (x->>'bet_type_id')::int, x->>'number_key', c.c::int, 0
    FROM jsonb_array_elements(p_sales) s
   CROSS JOIN LATERAL jsonb_array_elements(s->'plays') x
   CROSS JOIN LATERAL jsonb_array_elements_text(s->'chain') WITH ORDINALITY AS c(c, depth)
   WHERE x->'limits'->>(c.depth::int - 1) IS NOT NULL
  ON CONFLICT DO NOTHING;
  v_results := '[]'::jsonb;
  FOR v_sale IN SELECT s FROM jsonb_array_elements(p_sales) s LOOP
    v_key := (v_sale->>'user_id') || ':' || (v_sale->>'key');
    IF v_key = ANY (v_keys) THEN
      -- The same request twice in one batch: the first is still in flight.
      v_results := v_results || jsonb_build_array(banca_sale_refused('BN004'));
    ELSE
      v_keys := v_keys || v_key;
      v_results := v_results || jsonb_build_array(banca_sell_one(v_sale));
    END IF;
  END LOOP;
  RETURN v_results;
END;
$$;
