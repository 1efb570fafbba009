-- After a statement changed limit rows: resync the partners of the rows before and after
-- (banca_resync_exposure). TG_ARGV[0] names the partner column (partner_id of a cupo, banca_id of
-- a tope).
CREATE OR REPLACE FUNCTION banca_resync_changed_limits() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_keys jsonb := '[]';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT v_keys || coalesce(jsonb_agg(jsonb_build_object('partner_id', to_jsonb(r)->TG_ARGV[0],
                                                           'product_id', r.product_id, 'bet_type_id', r.bet_type_id)), '[]')
      INTO v_keys FROM new_rows r;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT v_keys || coalesce(jsonb_agg(jsonb_build_object('partner_id', to_jsonb(r)->TG_ARGV[0],
                                                           'product_id', r.product_id, 'bet_type_id', r.bet_type_id)), '[]')
      INTO v_keys FROM old_rows r;
  END IF;
  PERFORM banca_resync_exposure(v_keys);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER regular_quotas_resync_inserted AFTER INSERT ON regular_quotas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits('partner_id');
CREATE OR REPLACE TRIGGER regular_quotas_resync_updated AFTER UPDATE ON regular_quotas
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits('partner_id');
CREATE OR REPLACE TRIGGER regular_quotas_resync_deleted AFTER DELETE ON regular_quotas
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits('partner_id');
CREATE OR REPLACE TRIGGER top_quotas_resync_inserted AFTER INSERT ON top_quotas
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits('banca_id');
CREATE OR REPLACE TRIGGER top_quotas_resync_updated AFTER UPDATE ON top_quotas
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits('banca_id');
CREATE OR REPLACE TRIGGER top_quotas_resync_deleted AFTER DELETE ON top_quotas
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits('banca_id');
