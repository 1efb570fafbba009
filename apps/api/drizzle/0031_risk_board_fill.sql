-- The risk board's copy of the exposure (ADR 058, "Cost") starts empty: its state (0032) starts
-- stale, and the first board read makes the copy from the open exposure rows
-- (banca_rebuild_risk_board); the risk watch's passes keep it while boards are read.
SELECT 1;
