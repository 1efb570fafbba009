-- The whole batch at once: its plan (banca_plan_sales) and, when the plan is decided, its write
-- (banca_write_planned_sales); NULL when some play depends on the order of the sales. Only
-- banca_sell_tickets calls it, once every number of the batch is locked.
CREATE OR REPLACE FUNCTION banca_sell_batch_at_once(p_sales jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz;
  v_locked boolean[];
  v_plan jsonb;
BEGIN
  -- Idempotency locks first, so the statement that reads sale_requests sees every request
  -- that finished before its lock was free.
  SELECT array_agg(pg_try_advisory_xact_lock(hashtextextended((s->>'user_id') || ':' || (s->>'key'), 0)) ORDER BY i)
    INTO v_locked
    FROM jsonb_array_elements(p_sales) WITH ORDINALITY AS x(s, i);
  v_now := clock_timestamp();

  v_plan := banca_plan_sales(p_sales, v_locked, v_now);
  IF v_plan IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN banca_write_planned_sales(p_sales, v_plan, v_now);
END;
$$;
