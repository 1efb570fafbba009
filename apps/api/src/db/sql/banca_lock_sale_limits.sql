-- Before a statement changes limit rows (cupos and topes): wait for the sales in flight, hold off
-- the next ones (banca_sale_limits_lock).
CREATE OR REPLACE FUNCTION banca_lock_sale_limits() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(banca_sale_limits_lock());
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER regular_quotas_lock_sale_limits BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON regular_quotas
  FOR EACH STATEMENT EXECUTE FUNCTION banca_lock_sale_limits();
CREATE OR REPLACE TRIGGER top_quotas_lock_sale_limits BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON top_quotas
  FOR EACH STATEMENT EXECUTE FUNCTION banca_lock_sale_limits();
