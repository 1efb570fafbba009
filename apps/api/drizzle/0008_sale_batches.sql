-- Sales in batches (group commit, ADR 029). Under load the application gathers the sales that
-- arrive while earlier ones are being written and sends them as ONE call, so a whole batch
-- costs one round trip and one commit instead of one each.
--
-- banca_sell_tickets(sales jsonb) takes an array of sales and answers an array of the same
-- length: each element is the sold ticket, a replay, or {"error": <code>, "detail": <text>}.
-- A refused sale leaves nothing behind and does not disturb the others, because
-- banca_sell_one refuses before it writes anything (it only ever creates zero exposure rows).
--
-- Locks: the batch first creates every exposure row it may touch and then locks all of them,
-- in the one global order (occurrence, bet type, number key, partner). A sale then takes no
-- further lock, so batches and annulments (which lock exposure in the same order) never
-- deadlock, and the sales of a hot number inside one batch never wait for each other.
--
-- Codes: BN001 draw closed (detail = occurrence id), BN002 draw suspended (detail = occurrence
-- id), BN003 nothing could be sold (detail = the outcomes as JSON), BN004 a request with the key
-- is in flight, BN005 the key was used with another request, BN006 the seller is no longer the
-- one the caller thought (blocked, other role or partner), BN009 the caller's cached
-- configuration is stale.

DROP FUNCTION IF EXISTS banca_sell_ticket(jsonb);
--> statement-breakpoint

CREATE OR REPLACE FUNCTION banca_sale_refused(code text, detail text DEFAULT NULL) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$ SELECT jsonb_build_object('error', code, 'detail', detail) $$;
--> statement-breakpoint

-- One sale of a batch. Only banca_sell_tickets calls it: it relies on the exposure rows of
-- every play existing and being locked by this transaction already. Each statement here costs
-- every sale, so the checks are gathered into as few as the rules allow.
CREATE OR REPLACE FUNCTION banca_sell_one(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  -- JSON arrays of ints read as int[] by a cast, with no query.
  v_chain int[] := translate(p->>'chain', '[]', '{}')::int[];
  v_occurrences int[] := translate(p->>'occurrence_ids', '[]', '{}')::int[];
  v_extra interval := make_interval(mins => coalesce((p->>'extra_close_minutes')::int, 0));
  v_plays jsonb := p->'plays';
  v_play jsonb;
  v_seller_ok boolean;
  v_version bigint;
  v_closed int;
  v_suspended int;
  v_blocked boolean;
  v_headroom bigint;
  v_requested bigint;
  v_sold bigint;
  v_total bigint := 0;
  v_outcome text;
  v_outcomes jsonb := '[]'::jsonb;
  v_sold_plays jsonb := '[]'::jsonb;
  v_now timestamptz;
  v_serial text;
  v_ticket_id bigint;
  v_play_ids jsonb;
  v_prior record;
BEGIN
  -- Idempotency: one request per (user, key) at a time; a finished one is answered again.
  IF NOT pg_try_advisory_xact_lock(hashtextextended((p->>'user_id') || ':' || (p->>'key'), 0)) THEN
    RETURN banca_sale_refused('BN004');
  END IF;
  SELECT r.request_hash, r.ticket_id, r.outcome INTO v_prior
    FROM sale_requests r WHERE r.user_id = (p->>'user_id')::int AND r.key = p->>'key';
  IF FOUND THEN
    IF v_prior.request_hash <> p->>'request_hash' THEN
      RETURN banca_sale_refused('BN005');
    END IF;
    RETURN jsonb_build_object('replay', true, 'ticket_id', v_prior.ticket_id, 'outcomes', v_prior.outcome);
  END IF;

  -- The caller judged the seller and the plays on cached data, which must still hold; and a
  -- closed or suspended draw refuses the whole ticket.
  SELECT EXISTS (SELECT 1 FROM users u WHERE u.id = (p->>'user_id')::int AND u.status = 'ACTIVE'
                    AND u.role::text = p->>'seller_role' AND u.partner_id = (p->>'seller_partner_id')::int),
         (SELECT value FROM sale_config_version WHERE id = 1),
         (SELECT o.id FROM draw_occurrences o
           WHERE o.id = ANY (v_occurrences)
             AND (o.result_number IS NOT NULL OR clock_timestamp() < o.open_at
                  OR clock_timestamp() >= least(o.close_at, o.draw_at - v_extra))
           LIMIT 1),
         (SELECT s.occurrence_id FROM suspended_draws s
           WHERE s.occurrence_id = ANY (v_occurrences) AND s.partner_id = ANY (v_chain) AND s.lifted_at IS NULL
           LIMIT 1)
    INTO v_seller_ok, v_version, v_closed, v_suspended;
  IF NOT v_seller_ok THEN
    RETURN banca_sale_refused('BN006');
  END IF;
  IF v_version <> (p->>'config_version')::bigint THEN
    RETURN banca_sale_refused('BN009');
  END IF;
  IF v_closed IS NOT NULL THEN
    RETURN banca_sale_refused('BN001', v_closed::text);
  END IF;
  IF v_suspended IS NOT NULL THEN
    RETURN banca_sale_refused('BN002', v_suspended::text);
  END IF;

  -- What each play can sell, in the order of the request, read from the locked exposure rows:
  -- the least room left under any partner's limit. Nothing is written yet.
  FOR i IN 0 .. jsonb_array_length(v_plays) - 1 LOOP
    v_play := v_plays->i;
    v_requested := (v_play->>'requested')::bigint;
    SELECT EXISTS (
             SELECT 1 FROM blocked_numbers b JOIN draw_occurrences o ON o.id = (v_play->>'occurrence_id')::int
              WHERE b.deleted_at IS NULL AND b.product_id = o.product_id
                AND (b.draw_id IS NULL OR b.draw_id = o.draw_id)
                AND b.number = v_play->>'number' AND b.partner_id = ANY (v_chain)
                AND (b.date_from IS NULL OR o.draw_date >= b.date_from)
                AND (b.date_to IS NULL OR o.draw_date <= b.date_to)),
           (SELECT min((v_play->'limits'->>(array_position(v_chain, e.partner_id) - 1))::bigint - e.sold)
              FROM sales_exposure e
             WHERE e.occurrence_id = (v_play->>'occurrence_id')::int AND e.bet_type_id = (v_play->>'bet_type_id')::int
               AND e.number_key = v_play->>'number_key' AND e.partner_id = ANY (v_chain))
      INTO v_blocked, v_headroom;
    IF v_blocked THEN
      v_outcomes := v_outcomes || jsonb_build_object('index', v_play->'index', 'outcome', 'bloqueada',
                                                     'requested', v_requested::text, 'sold', '0');
      CONTINUE;
    END IF;
    v_sold := greatest(least(v_requested, coalesce(v_headroom, v_requested)), 0);
    IF v_sold = 0 THEN
      v_outcome := 'agotada';
    ELSE
      v_outcome := CASE WHEN v_sold < v_requested THEN 'incompleta' ELSE 'vendida' END;
      v_total := v_total + v_sold;
      v_sold_plays := v_sold_plays || (v_play || jsonb_build_object('sold', v_sold::text));
    END IF;
    v_outcomes := v_outcomes || jsonb_build_object('index', v_play->'index', 'outcome', v_outcome,
                                                   'requested', v_requested::text, 'sold', v_sold::text);
  END LOOP;
  IF v_total = 0 THEN
    RETURN banca_sale_refused('BN003', v_outcomes::text);
  END IF;

  -- The cut-off is judged again at the instant the ticket is written, on the database clock.
  v_now := clock_timestamp();
  SELECT o.id INTO v_closed FROM draw_occurrences o
   WHERE o.id = ANY (v_occurrences) AND v_now >= least(o.close_at, o.draw_at - v_extra)
   LIMIT 1;
  IF FOUND THEN
    RETURN banca_sale_refused('BN001', v_closed::text);
  END IF;

  -- From here on the sale is made: count it against every partner of the chain, then write the
  -- ticket, its plays and its key in one statement.
  FOR i IN 0 .. jsonb_array_length(v_sold_plays) - 1 LOOP
    v_play := v_sold_plays->i;
    UPDATE sales_exposure e SET sold = e.sold + (v_play->>'sold')::bigint
     WHERE e.occurrence_id = (v_play->>'occurrence_id')::int AND e.bet_type_id = (v_play->>'bet_type_id')::int
       AND e.number_key = v_play->>'number_key' AND e.partner_id = ANY (v_chain);
  END LOOP;

  v_serial := nextval('ticket_serial_seq')::text;
  v_serial := v_serial || banca_luhn_digit(v_serial);
  WITH ticket AS (
    INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                         currency, total, channel, status, sold_at, business_date)
    VALUES (v_serial, p->>'security_code', (p->>'taquilla_id')::int, (p->>'agency_id')::int, (p->>'banca_id')::int,
            p->>'partner_path', v_chain, (p->>'user_id')::int, p->>'currency', v_total, p->>'channel', 'ACTIVO',
            v_now, (v_now AT TIME ZONE (p->>'timezone'))::date)
    RETURNING id),
  plays AS (
    INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
    SELECT ticket.id, (x->>'occurrence_id')::int, (x->>'bet_type_id')::int, x->>'number', (x->>'sign')::smallint,
           x->>'number_key', (x->>'requested')::bigint, (x->>'sold')::bigint, (x->>'multiplier')::numeric
      FROM ticket, jsonb_array_elements(v_sold_plays) WITH ORDINALITY AS s(x, n)
     ORDER BY s.n
    RETURNING id),
  request AS (
    INSERT INTO sale_requests (user_id, key, request_hash, ticket_id, outcome)
    SELECT (p->>'user_id')::int, p->>'key', p->>'request_hash', ticket.id, v_outcomes FROM ticket)
  SELECT ticket.id, (SELECT jsonb_agg(plays.id ORDER BY plays.id) FROM plays) INTO v_ticket_id, v_play_ids FROM ticket;

  RETURN jsonb_build_object('ticket_id', v_ticket_id, 'serial', v_serial, 'sold_at', v_now,
                            'business_date', (v_now AT TIME ZONE (p->>'timezone'))::date, 'play_ids', v_play_ids,
                            'outcomes', v_outcomes);
END;
$$;
--> statement-breakpoint

-- jit off: the planner cannot see how short the batch's JSON arrays are, estimates millions of
-- rows, and would compile each statement to machine code, costing more than the sale itself.
CREATE OR REPLACE FUNCTION banca_sell_tickets(p_sales jsonb) RETURNS jsonb
LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  v_occurrence int[];
  v_bet_type int[];
  v_number_key text[];
  v_partner int[];
  v_sale jsonb;
  v_key text;
  v_keys text[] := '{}';
  v_results jsonb := '[]'::jsonb;
BEGIN
  -- Every exposure row the batch may touch, in the one global order: created if missing, then
  -- locked. The keys go through arrays so each row is found by its primary key, however many
  -- (a repeated key is harmless: inserted once, and a row locked twice is locked once).
  SELECT array_agg(o ORDER BY o, b, n, c), array_agg(b ORDER BY o, b, n, c),
         array_agg(n ORDER BY o, b, n, c), array_agg(c ORDER BY o, b, n, c)
    INTO v_occurrence, v_bet_type, v_number_key, v_partner
    FROM (SELECT (x->>'occurrence_id')::int AS o, (x->>'bet_type_id')::int AS b, x->>'number_key' AS n, c::int AS c
            FROM jsonb_array_elements(p_sales) s
           CROSS JOIN LATERAL jsonb_array_elements(s->'plays') x
           CROSS JOIN LATERAL jsonb_array_elements_text(s->'chain') c) keys;
  INSERT INTO sales_exposure (occurrence_id, bet_type_id, number_key, partner_id, sold)
  SELECT k.o, k.b, k.n, k.c, 0 FROM unnest(v_occurrence, v_bet_type, v_number_key, v_partner) WITH ORDINALITY AS k(o, b, n, c, i)
   ORDER BY k.i
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM unnest(v_occurrence, v_bet_type, v_number_key, v_partner) AS k(o, b, n, c)
    JOIN sales_exposure e ON e.occurrence_id = k.o AND e.bet_type_id = k.b AND e.number_key = k.n AND e.partner_id = k.c
   ORDER BY e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id
     FOR UPDATE OF e;

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
