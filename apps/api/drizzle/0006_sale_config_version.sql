-- One number that changes whenever anything a sale's checks read from the catalogue, the
-- network or the limits changes. Application processes cache that data and send the version
-- they used; the sale function refuses a stale one (BN009) and the process reloads.
CREATE TABLE IF NOT EXISTS "sale_config_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "value" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sale_config_version" ("id", "value") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION banca_bump_sale_config_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sale_config_version SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['partners', 'banca_settings', 'bets_config', 'lotteries', 'products', 'product_symbols',
                           'product_bet_types', 'bet_types', 'draws', 'regular_quotas', 'top_quotas'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION banca_bump_sale_config_version()', t || '_sale_config_version', t);
  END LOOP;
END;
$$;
