-- The daily settlement (ADR 044) of every agency and distributor whose path matches p_pattern, for
-- one business day: per partner and currency, net = sales − prizes − commission − participation of
-- its subtree's taquillas (daily_rollups). Its commission and participation are the sums of its
-- cells (ADR 051): (partner, day, product, bet type, currency), each priced by banca_price_cell at
-- the partner's own rates (banca_agency_commission); an agency's cells are the very cells the
-- reports price (banca_sales_parts). The partner owes its net to the one responsible for its
-- payments (agency config, else its parent): its settlement legs of the day must add up to −net.
-- Only the difference from what is already posted is written, as a new SETTLEMENT entry on that
-- day, so a run is idempotent and a late annulment or award posts its correction. Runs of one day
-- queue on an advisory lock. A run of the whole network (p_pattern '%') is recorded in
-- settlement_runs, posting or not, so the scheduler does not settle the day again until a later award.
CREATE OR REPLACE FUNCTION banca_settle_day(p_pattern text, p_date date, p_user integer)
RETURNS TABLE (partner_id integer, currency text, sales bigint, prizes bigint, commission bigint,
               participation bigint, net bigint, posted bigint, difference bigint, entry_id bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  account integer := (SELECT a.id FROM accounts a WHERE a.partner_id IS NULL AND a.code = 'LIQUIDACION');
  line record;
  responsible integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4404, p_date - DATE '2000-01-01');
  IF p_pattern = '%' THEN
    INSERT INTO settlement_runs (business_date, ran_at) VALUES (p_date, now())
    ON CONFLICT (business_date) DO UPDATE SET ran_at = EXCLUDED.ran_at;
  END IF;
  FOR line IN
    WITH settled AS (
      SELECT x.id, x.path FROM partners x WHERE x.kind IN ('AGENCIA', 'DISTRIBUIDOR') AND x.path LIKE p_pattern
    ), base AS (
      SELECT tq.path, r.product_id, r.bet_type_id, r.currency,
             sum(r.sold_amount - r.annulled_amount) AS sales, sum(r.prize_amount) AS prizes
        FROM daily_rollups r JOIN partners tq ON tq.id = r.taquilla_id
       WHERE r.business_date = p_date AND tq.path LIKE p_pattern
       GROUP BY 1, 2, 3, 4
    ), per AS (
      SELECT s.id AS partner_id, b.product_id, b.bet_type_id, b.currency, sum(b.sales) AS sales, sum(b.prizes) AS prizes
        FROM base b JOIN settled s ON b.path LIKE s.path || '%'
       GROUP BY 1, 2, 3, 4
    ), rate AS (
      SELECT k.partner_id, k.product_id, k.bet_type_id, a.*
        FROM (SELECT DISTINCT p.partner_id, p.product_id, p.bet_type_id FROM per p) k
       CROSS JOIN LATERAL banca_agency_commission(k.partner_id, k.product_id, k.bet_type_id) a
    ), priced AS (
      SELECT p.partner_id, p.currency, p.sales, p.prizes, x.commission, x.participation
        FROM per p
        JOIN rate k ON k.partner_id = p.partner_id AND k.product_id = p.product_id AND k.bet_type_id = p.bet_type_id
       CROSS JOIN LATERAL banca_price_cell(p.sales, p.prizes, p.currency, k.commission_pct, k.extra_pct,
                                         k.max_amount, k.currency, k.participation_pct) x
    ), figures AS (
      SELECT f.partner_id, f.currency, sum(f.sales)::bigint AS sales, sum(f.prizes)::bigint AS prizes,
             sum(f.commission)::bigint AS commission, sum(f.participation)::bigint AS participation
        FROM priced f GROUP BY 1, 2
    ), done AS (
      SELECT e.settlement_partner_id AS partner_id, e.currency, sum(l.amount)::bigint AS posted
        FROM ledger_entries e JOIN ledger_legs l ON l.entry_id = e.id AND l.partner_id = e.settlement_partner_id
       WHERE e.kind = 'SETTLEMENT' AND e.business_date = p_date
         AND e.settlement_partner_id IN (SELECT id FROM settled)
       GROUP BY 1, 2
    )
    SELECT coalesce(f.partner_id, d.partner_id) AS partner_id, coalesce(f.currency, d.currency) AS currency,
           coalesce(f.sales, 0) AS sales, coalesce(f.prizes, 0) AS prizes, coalesce(f.commission, 0) AS commission,
           coalesce(f.participation, 0) AS participation,
           coalesce(f.sales - f.prizes - f.commission - f.participation, 0) AS net, coalesce(d.posted, 0) AS posted
      FROM figures f FULL JOIN done d ON d.partner_id = f.partner_id AND d.currency = f.currency
     ORDER BY 1, 2
  LOOP
    partner_id := line.partner_id; currency := line.currency; sales := line.sales; prizes := line.prizes;
    commission := line.commission; participation := line.participation; net := line.net; posted := line.posted;
    difference := -line.net - line.posted;
    entry_id := NULL;
    IF difference <> 0 THEN
      responsible := (SELECT coalesce(ac.payments_responsible_partner_id, p.parent_id)
                        FROM partners p LEFT JOIN agency_config ac ON ac.partner_id = p.id WHERE p.id = line.partner_id);
      entry_id := banca_post_entry(
        p_date, account,
        CASE WHEN difference > 0 THEN line.partner_id ELSE responsible END,
        CASE WHEN difference > 0 THEN responsible ELSE line.partner_id END,
        line.currency, abs(difference), 'AUTOMATIC', 'SETTLEMENT',
        CASE WHEN line.posted = 0 THEN 'Liquidación del ' ELSE 'Diferencia de la liquidación del ' END || to_char(p_date, 'DD/MM/YYYY'),
        p_user, NULL, NULL, line.partner_id);
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$;
