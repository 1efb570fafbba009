-- After a statement changes tickets: the numbers of a ticket annulled (or no longer annulled) are
-- named to the risk board's next pass (banca_fold_risk_board), which copies their exposure again.
-- The sale never updates tickets, so it never runs this.
CREATE OR REPLACE FUNCTION banca_risk_board_annulments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO risk_board_changes (occurrence_id, bet_type_id, number_key)
  SELECT DISTINCT p.occurrence_id, p.bet_type_id, p.number_key
    FROM changed_new n
    JOIN changed_old o ON o.id = n.id
    JOIN ticket_plays p ON p.ticket_id = n.id
   WHERE (n.status = 'ANULADO') <> (o.status = 'ANULADO');
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER tickets_risk_board_annulments AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION banca_risk_board_annulments();
