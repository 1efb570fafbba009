-- One sale of a batch, sold on its own: the sale-by-sale path of banca_sell_tickets, taken when
-- some play of the batch would be cut short (`incompleta`). Only banca_sell_tickets calls it: it
-- relies on the batch holding the lock of every number it plays and on the exposure rows of the
-- partners that set a limit existing already. It refuses before it writes anything, so a refused
-- sale leaves nothing behind. Each statement here costs every sale, so the checks are gathered
-- into as few as the rules allow.
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
  -- closed or suspended draw refuses the whole ticket. A draw sells from the start of the day
  -- before its own (open_at − 1 day: tomorrow's draws are sold in advance, ADR 062).
  SELECT EXISTS (SELECT 1 FROM users u WHERE u.id = (p->>'user_id')::int AND u.status = 'ACTIVE'
                    AND u.role::text = p->>'seller_role' AND u.partner_id = (p->>'seller_partner_id')::int),
         (SELECT value FROM sale_config_version WHERE id = 1),
         (SELECT o.id FROM draw_occurrences o
           WHERE o.id = ANY (v_occurrences)
             AND (o.result_number IS NOT NULL OR clock_timestamp() < o.open_at - interval '1 day'
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
