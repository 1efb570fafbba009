-- The sale, in one statement (ADR 027, 029). The application gathers the sales that arrive while
-- earlier ones are being written and sends them as ONE call, so a whole batch costs one round
-- trip and one commit. It takes an array of sales and answers an array of the same length: each
-- element is the sold ticket, a replay, or {"error": <code>, "detail": <text>}
-- (banca_sale_refused). A refused sale leaves nothing behind and does not disturb the others.
--
-- The batch takes the limits lock shared (banca_sale_limits_lock) and the lock of every number
-- it plays (banca_lock_numbers); then it is sold at once (banca_sell_batch_at_once) or, when some
-- play would be cut short, sale by sale (banca_sell_one).
--
-- Codes: BN001 draw closed (detail = occurrence id), BN002 draw suspended (detail = occurrence
-- id), BN003 nothing could be sold (detail = the outcomes as JSON), BN004 a request with the key
-- is in flight, BN005 the key was used with another request, BN006 the seller is no longer the
-- one the caller thought (blocked, other role or partner), BN009 the caller's cached
-- configuration is stale (banca_bump_sale_config_version).
--
-- jit off: the planner cannot see how short the batch's JSON arrays are, estimates millions of
-- rows, and would compile each statement to machine code, costing more than the sale itself.
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
