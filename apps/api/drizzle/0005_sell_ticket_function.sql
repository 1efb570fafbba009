-- The sale's critical section, run as ONE statement (so one round trip and one transaction).
-- The application validates the request, works out every limit, and passes it here; this
-- function checks the clock-bound rules (open, suspended, blocked), locks the exposure rows of
-- each play in one fixed order (occurrence, bet type, number key, partner id) so that
-- concurrent sales never deadlock and never oversell, and writes the ticket.
--
-- Idempotency lives here too: a transaction-scoped advisory lock on (user, key) makes a second
-- request with the key fail at once while the first is in flight, and the sale's own
-- transaction records the key with its ticket, so a retry finds it (or, if the sale failed,
-- finds nothing and may sell).
--
-- Errors: BN001 draw closed (DETAIL = occurrence id), BN002 draw suspended (DETAIL = occurrence
-- id), BN003 nothing could be sold (DETAIL = the outcomes as JSON), BN004 a request with the key
-- is in flight, BN005 the key was used with another request, BN009 the caller's cached
-- configuration is stale (see 0006: sale_config_version).

CREATE SEQUENCE IF NOT EXISTS "ticket_serial_seq" START WITH 100000000 MINVALUE 100000000 MAXVALUE 999999999;
--> statement-breakpoint

-- Luhn check digit of a string of digits: a mistyped serial is caught before any lookup.
CREATE OR REPLACE FUNCTION banca_luhn_digit(digits text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  total int := 0;
  d int;
  i int;
  len int := length(digits);
BEGIN
  FOR i IN 0 .. len - 1 LOOP
    d := substr(digits, len - i, 1)::int;
    IF i % 2 = 0 THEN
      d := d * 2;
      IF d > 9 THEN d := d - 9; END IF;
    END IF;
    total := total + d;
  END LOOP;
  RETURN ((10 - total % 10) % 10)::text;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION banca_sell_ticket(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_chain int[] := ARRAY(SELECT jsonb_array_elements_text(p->'chain')::int);
  v_extra interval := make_interval(mins => coalesce((p->>'extra_close_minutes')::int, 0));
  v_occurrences int[] := ARRAY(SELECT DISTINCT (x->>'occurrence_id')::int FROM jsonb_array_elements(p->'plays') x);
  v_bad int;
  v_play jsonb;
  v_row record;
  v_limit bigint;
  v_available bigint;
  v_requested bigint;
  v_sold bigint;
  v_total bigint := 0;
  v_outcome text;
  v_outcomes jsonb := '[]'::jsonb;
  v_sold_plays jsonb := '[]'::jsonb;
  v_locked int;
  v_now timestamptz;
  v_serial text;
  v_ticket_id bigint;
  v_play_ids jsonb;
  v_prior record;
BEGIN
  -- Idempotency: one request per (user, key) at a time; a finished one is answered again.
  IF p ? 'key' THEN
    IF NOT pg_try_advisory_xact_lock(hashtextextended((p->>'user_id') || ':' || (p->>'key'), 0)) THEN
      RAISE EXCEPTION 'IN_FLIGHT' USING ERRCODE = 'BN004';
    END IF;
    SELECT r.request_hash, r.ticket_id, r.outcome INTO v_prior
      FROM sale_requests r WHERE r.user_id = (p->>'user_id')::int AND r.key = p->>'key';
    IF FOUND THEN
      IF v_prior.request_hash <> p->>'request_hash' THEN
        RAISE EXCEPTION 'KEY_REUSED' USING ERRCODE = 'BN005';
      END IF;
      RETURN jsonb_build_object('replay', true, 'ticket_id', v_prior.ticket_id, 'outcomes', v_prior.outcome);
    END IF;
  END IF;
  -- The caller checked the plays against cached catalogue and limits: they must still hold.
  IF p ? 'config_version' AND (SELECT value FROM sale_config_version WHERE id = 1) <> (p->>'config_version')::bigint THEN
    RAISE EXCEPTION 'STALE_CONFIG' USING ERRCODE = 'BN009';
  END IF;
  -- Fail fast on a closed or suspended draw, before any row is locked.
  SELECT o.id INTO v_bad FROM draw_occurrences o
   WHERE o.id = ANY (v_occurrences)
     AND (o.result_number IS NOT NULL OR clock_timestamp() < o.open_at
          OR clock_timestamp() >= least(o.close_at, o.draw_at - v_extra))
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'DRAW_CLOSED' USING ERRCODE = 'BN001', DETAIL = v_bad::text;
  END IF;
  SELECT s.occurrence_id INTO v_bad FROM suspended_draws s
   WHERE s.occurrence_id = ANY (v_occurrences) AND s.partner_id = ANY (v_chain) AND s.lifted_at IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'DRAW_SUSPENDED' USING ERRCODE = 'BN002', DETAIL = v_bad::text;
  END IF;

  FOR v_play IN
    SELECT x FROM jsonb_array_elements(p->'plays') x
     ORDER BY (x->>'occurrence_id')::int, (x->>'bet_type_id')::int, x->>'number_key'
  LOOP
    v_requested := (v_play->>'requested')::bigint;
    IF EXISTS (
      SELECT 1 FROM blocked_numbers b JOIN draw_occurrences o ON o.id = (v_play->>'occurrence_id')::int
       WHERE b.deleted_at IS NULL AND b.product_id = o.product_id
         AND (b.draw_id IS NULL OR b.draw_id = o.draw_id)
         AND b.number = v_play->>'number' AND b.partner_id = ANY (v_chain)
         AND (b.date_from IS NULL OR o.draw_date >= b.date_from)
         AND (b.date_to IS NULL OR o.draw_date <= b.date_to)
    ) THEN
      v_outcomes := v_outcomes || jsonb_build_object('index', v_play->'index', 'outcome', 'bloqueada',
                                                     'requested', v_requested::text, 'sold', '0');
      CONTINUE;
    END IF;

    -- One exposure row per partner of the chain, created on the first sale of the key. The
    -- count takes no lock; the rows are locked below, all of them, in partner order.
    SELECT count(*) INTO v_locked FROM sales_exposure e
     WHERE e.occurrence_id = (v_play->>'occurrence_id')::int AND e.bet_type_id = (v_play->>'bet_type_id')::int
       AND e.number_key = v_play->>'number_key' AND e.partner_id = ANY (v_chain);
    IF v_locked < cardinality(v_chain) THEN
      INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
      SELECT (v_play->>'occurrence_id')::int, (v_play->>'bet_type_id')::int, v_play->>'number_key', c.pid, 0
        FROM unnest(v_chain) AS c(pid) ORDER BY c.pid
      ON CONFLICT DO NOTHING;
    END IF;

    v_available := v_requested;
    FOR v_row IN
      SELECT e.partner_id, e.sold FROM sales_exposure e
       WHERE e.occurrence_id = (v_play->>'occurrence_id')::int AND e.bet_type_id = (v_play->>'bet_type_id')::int
         AND e.number_key = v_play->>'number_key' AND e.partner_id = ANY (v_chain)
       ORDER BY e.partner_id FOR UPDATE
    LOOP
      v_limit := (v_play->'limits'->>(array_position(v_chain, v_row.partner_id) - 1))::bigint;
      IF v_limit IS NOT NULL THEN
        v_available := least(v_available, v_limit - v_row.sold);
      END IF;
    END LOOP;
    v_sold := greatest(v_available, 0);

    IF v_sold = 0 THEN
      v_outcome := 'agotada';
    ELSE
      UPDATE sales_exposure e SET sold = e.sold + v_sold
       WHERE e.occurrence_id = (v_play->>'occurrence_id')::int AND e.bet_type_id = (v_play->>'bet_type_id')::int
         AND e.number_key = v_play->>'number_key' AND e.partner_id = ANY (v_chain);
      v_outcome := CASE WHEN v_sold < v_requested THEN 'incompleta' ELSE 'vendida' END;
      v_total := v_total + v_sold;
      v_sold_plays := v_sold_plays || (v_play || jsonb_build_object('sold', v_sold::text));
    END IF;
    v_outcomes := v_outcomes || jsonb_build_object('index', v_play->'index', 'outcome', v_outcome,
                                                   'requested', v_requested::text, 'sold', v_sold::text);
  END LOOP;

  SELECT coalesce(jsonb_agg(x ORDER BY (x->>'index')::int), '[]'::jsonb) INTO v_outcomes
    FROM jsonb_array_elements(v_outcomes) x;
  IF v_total = 0 THEN
    RAISE EXCEPTION 'SOLD_OUT' USING ERRCODE = 'BN003', DETAIL = v_outcomes::text;
  END IF;

  -- The cut-off is judged again at the instant the ticket is written, on the database clock.
  v_now := clock_timestamp();
  SELECT o.id INTO v_bad FROM draw_occurrences o
   WHERE o.id = ANY (v_occurrences) AND v_now >= least(o.close_at, o.draw_at - v_extra)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'DRAW_CLOSED' USING ERRCODE = 'BN001', DETAIL = v_bad::text;
  END IF;

  v_serial := nextval('ticket_serial_seq')::text;
  v_serial := v_serial || banca_luhn_digit(v_serial);
  INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                       currency, total, channel, status, sold_at, business_date)
  VALUES (v_serial, p->>'security_code', (p->>'taquilla_id')::int, (p->>'agency_id')::int, (p->>'banca_id')::int,
          p->>'partner_path', v_chain, (p->>'user_id')::int, p->>'currency', v_total, p->>'channel', 'ACTIVO',
          v_now, (v_now AT TIME ZONE (p->>'timezone'))::date)
  RETURNING id INTO v_ticket_id;

  WITH inserted AS (
    INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
    SELECT v_ticket_id, (x->>'occurrence_id')::int, (x->>'bet_type_id')::int, x->>'number', (x->>'sign')::smallint,
           x->>'number_key', (x->>'requested')::bigint, (x->>'sold')::bigint, (x->>'multiplier')::numeric
      FROM jsonb_array_elements(v_sold_plays) x
     ORDER BY (x->>'index')::int
    RETURNING id)
  SELECT jsonb_agg(id ORDER BY id) INTO v_play_ids FROM inserted;

  IF p ? 'key' THEN
    INSERT INTO sale_requests (user_id, key, request_hash, ticket_id, outcome)
    VALUES ((p->>'user_id')::int, p->>'key', p->>'request_hash', v_ticket_id, v_outcomes);
  END IF;

  RETURN jsonb_build_object('ticket_id', v_ticket_id, 'serial', v_serial, 'sold_at', v_now,
                            'business_date', (v_now AT TIME ZONE (p->>'timezone'))::date, 'play_ids', v_play_ids,
                            'outcomes', v_outcomes);
END;
$$;
