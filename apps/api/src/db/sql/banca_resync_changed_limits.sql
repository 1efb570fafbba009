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

-- <table>_resync_<inserted|updated|deleted> on both limit tables, each naming its owner column.
DO $$
DECLARE
  limits record;
  change record;
BEGIN
  FOR limits IN SELECT * FROM (VALUES ('regular_quotas', 'partner_id'), ('top_quotas', 'banca_id')) AS l(name, owner)
  LOOP
    FOR change IN
      SELECT * FROM (VALUES ('INSERT', 'inserted', 'NEW TABLE AS new_rows'),
                            ('UPDATE', 'updated', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
                            ('DELETE', 'deleted', 'OLD TABLE AS old_rows')) AS c(event, done, transition)
    LOOP
      EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER %s ON %I REFERENCING %s '
                     'FOR EACH STATEMENT EXECUTE FUNCTION banca_resync_changed_limits(%L)',
                     limits.name || '_resync_' || change.done, change.event, limits.name, change.transition, limits.owner);
    END LOOP;
  END LOOP;
END;
$$;
