-- One number, sale_config_version, changes whenever anything a sale's checks read from the
-- catalogue, the network or the limits changes. Application processes cache that data and send
-- the version they used; the sale refuses a stale one (BN009) and the process reloads.
CREATE OR REPLACE FUNCTION banca_bump_sale_config_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sale_config_version SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER partners_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER banca_settings_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banca_settings
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER bets_config_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bets_config
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER lotteries_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lotteries
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER products_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER product_symbols_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_symbols
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER product_bet_types_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_bet_types
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER bet_types_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bet_types
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER draws_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON draws
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER regular_quotas_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regular_quotas
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
CREATE OR REPLACE TRIGGER top_quotas_sale_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON top_quotas
  FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version();
