-- The fold's own deltas (ADR 042): what the tickets it folds add, kept in two temporary tables of
-- the session until banca_fold_rollup_deltas adds them to the rollups in the same transaction.
-- They write no WAL and leave no dead rows, where the shared delta tables would take every play
-- twice (its insert and its delete). Made once per session; emptied by their reader and at commit.
CREATE OR REPLACE FUNCTION banca_rollup_fresh_deltas() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pg_temp.rollup_fresh_play_deltas') IS NULL THEN
    CREATE TEMP TABLE rollup_fresh_play_deltas (LIKE play_rollup_deltas) ON COMMIT DELETE ROWS;
  END IF;
  IF to_regclass('pg_temp.rollup_fresh_ticket_deltas') IS NULL THEN
    CREATE TEMP TABLE rollup_fresh_ticket_deltas (LIKE ticket_rollup_deltas) ON COMMIT DELETE ROWS;
  END IF;
END;
$$;
