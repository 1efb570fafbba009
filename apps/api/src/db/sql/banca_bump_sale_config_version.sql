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

-- <table>_sale_config_version on each table a sale's checks read.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['partners', 'banca_settings', 'bets_config', 'lotteries', 'products',
                                 'product_symbols', 'product_bet_types', 'bet_types', 'draws',
                                 'regular_quotas', 'top_quotas']
  LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version()',
                   watched || '_sale_config_version', watched);
  END LOOP;
END;
$$;
