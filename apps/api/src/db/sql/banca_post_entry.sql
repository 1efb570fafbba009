-- The one way an entry is written (ADR 044): the entry and its two legs in one statement. The
-- contributor's balance rises by the amount and the beneficiary's falls by it, so the legs of
-- every entry sum to zero in its currency. The same statement adds the legs to their partners'
-- day sums (ledger_day_sums), which nothing else writes. Returns the entry's id.
CREATE OR REPLACE FUNCTION banca_post_entry(
  p_business_date date,
  p_account_id integer,
  p_contributor_id integer,
  p_beneficiary_id integer,
  p_currency text,
  p_amount bigint,
  p_origin text,
  p_kind text,
  p_observation text,
  p_created_by integer,
  p_reverses_entry_id bigint DEFAULT NULL,
  p_payment_id bigint DEFAULT NULL,
  p_settlement_partner_id integer DEFAULT NULL
) RETURNS bigint
LANGUAGE sql AS $$
  WITH entry AS (
    INSERT INTO ledger_entries (business_date, account_id, contributor_id, beneficiary_id, currency, amount, origin,
                                kind, observation, created_by, reverses_entry_id, payment_id, settlement_partner_id)
    VALUES (p_business_date, p_account_id, p_contributor_id, p_beneficiary_id, p_currency, p_amount, p_origin,
            p_kind, coalesce(p_observation, ''), p_created_by, p_reverses_entry_id, p_payment_id, p_settlement_partner_id)
    RETURNING id
  ), legs AS (
    INSERT INTO ledger_legs (entry_id, partner_id, business_date, currency, amount)
    SELECT entry.id, leg.partner_id, p_business_date, p_currency, leg.amount
      FROM entry, (VALUES (p_contributor_id, p_amount), (p_beneficiary_id, -p_amount)) AS leg(partner_id, amount)
  ), sums AS (
    INSERT INTO ledger_day_sums AS s (partner_id, currency, business_date, amount)
    VALUES (p_contributor_id, p_currency, p_business_date, p_amount), (p_beneficiary_id, p_currency, p_business_date, -p_amount)
    ON CONFLICT (partner_id, currency, business_date) DO UPDATE SET amount = s.amount + EXCLUDED.amount
  )
  SELECT id FROM entry;
$$;
