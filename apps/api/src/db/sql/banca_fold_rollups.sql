-- The fold (ADR 042), run every second by each API process; one folds at a time, the others skip.
-- New tickets are taken by id: the candidate noted at the last fold (the last id given out then)
-- is folded once no transaction that could still write a ticket with a lower id is running (one
-- with a transaction id that began before the candidate was noted, or a statement still running
-- since then). Then every committed delta is folded. Answers false when another fold held the row.
CREATE OR REPLACE FUNCTION banca_fold_rollups() RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  st rollup_state;
BEGIN
  SELECT * INTO st FROM rollup_state WHERE id = 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN false;
  END IF;

  IF st.candidate_ticket_id > st.folded_ticket_id AND NOT EXISTS (
       SELECT 1 FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_type = 'client backend'
          AND ((a.backend_xid IS NOT NULL AND a.xact_start <= st.candidate_at)
               OR (a.state = 'active' AND a.query_start <= st.candidate_at))) THEN
    PERFORM banca_rollup_tickets(st.folded_ticket_id, st.candidate_ticket_id, NULL, NULL, NULL);
    st.folded_ticket_id := st.candidate_ticket_id;
  END IF;

  IF st.candidate_ticket_id <= st.folded_ticket_id THEN
    st.candidate_ticket_id := coalesce(pg_sequence_last_value('tickets_id_seq'), 0);
    st.candidate_at := clock_timestamp();
  END IF;

  PERFORM banca_fold_rollup_deltas();

  UPDATE rollup_state
     SET folded_ticket_id = st.folded_ticket_id, candidate_ticket_id = st.candidate_ticket_id,
         candidate_at = st.candidate_at, folded_at = clock_timestamp()
   WHERE id = 1;
  RETURN true;
END;
$$;
