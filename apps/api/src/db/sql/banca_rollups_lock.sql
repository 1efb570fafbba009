-- The key of the advisory lock of the sales rollups (ADR 040). The folder (banca_fold_rollups)
-- tries it and skips its turn when another process holds it, so several API processes fold one
-- at a time; a rebuild (banca_rebuild_rollups) waits for it, so no fold runs in the middle.
CREATE OR REPLACE FUNCTION banca_rollups_lock() RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$ SELECT hashtextextended('banca.sales-rollups', 0) $$;
