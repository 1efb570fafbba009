-- Tickets whose status changed (annulled, awarded, paid, back to ACTIVO when an award is undone):
-- −1 of the old status and +1 of the new in ticket_rollup_deltas, and, when the ticket enters or
-- leaves ANULADO or PAGADO, its plays' amounts and prizes in sales_rollup_deltas, all at the
-- ticket's own business date (ADR 040). Updates that change no status (prize_total, expiry)
-- append nothing.
CREATE OR REPLACE FUNCTION banca_rollup_changed_tickets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_rollup_deltas (business_date, banca_id, agency_id, taquilla_id, currency, channel, status, tickets, amount)
  SELECT n.business_date, n.banca_id, n.agency_id, n.taquilla_id, n.currency, n.channel, s.status, sum(s.sign), sum(s.sign * n.total)
    FROM new_tickets n
    JOIN old_tickets b ON b.id = n.id
   CROSS JOIN LATERAL (VALUES (b.status, -1), (n.status, 1)) AS s(status, sign)
   WHERE n.status <> b.status
   GROUP BY n.business_date, n.banca_id, n.agency_id, n.taquilla_id, n.currency, n.channel, s.status;

  INSERT INTO sales_rollup_deltas (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id,
                                   bet_type_id, number_key, channel, sold_amount, sold_plays, annulled_amount,
                                   annulled_plays, prize_amount, prize_plays, paid_amount, paid_plays)
  SELECT n.business_date, n.banca_id, n.agency_id, n.taquilla_id, n.currency, o.product_id, o.draw_id,
         p.bet_type_id, p.number_key, n.channel, 0, 0,
         sum(p.amount * c.annulled), sum(c.annulled), 0, 0,
         sum(p.prize * c.paid), sum(c.paid * (p.prize > 0)::int)
    FROM new_tickets n
    JOIN old_tickets b ON b.id = n.id
   CROSS JOIN LATERAL (SELECT (n.status = 'ANULADO')::int - (b.status = 'ANULADO')::int AS annulled,
                              (n.status = 'PAGADO')::int - (b.status = 'PAGADO')::int AS paid) AS c
    JOIN ticket_plays p ON p.ticket_id = n.id
    JOIN draw_occurrences o ON o.id = p.occurrence_id
   WHERE c.annulled <> 0 OR c.paid <> 0
   GROUP BY n.business_date, n.banca_id, n.agency_id, n.taquilla_id, n.currency, o.product_id, o.draw_id,
            p.bet_type_id, p.number_key, n.channel;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER tickets_rollup_changed AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_tickets NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION banca_rollup_changed_tickets();
