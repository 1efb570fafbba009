-- The sales rollups (ADR 040) of the tickets sold before they existed: what banca_rebuild_rollups
-- computes, written out here because a migration must not call a live function (ADR 035). On a new
-- database there are no tickets and nothing is written; later tickets reach the rollups through
-- the triggers. A database that already kept some rollups (it ran the two migrations before this
-- one and sold meanwhile) gets them rebuilt whole, so nothing is counted twice.
DELETE FROM sales_rollup_deltas;
--> statement-breakpoint
DELETE FROM ticket_rollup_deltas;
--> statement-breakpoint
DELETE FROM sales_rollups;
--> statement-breakpoint
DELETE FROM number_rollups;
--> statement-breakpoint
DELETE FROM ticket_rollups;
--> statement-breakpoint
INSERT INTO sales_rollups (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id,
                           channel, sold_amount, sold_plays, annulled_amount, annulled_plays, prize_amount, prize_plays,
                           paid_amount, paid_plays)
SELECT t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id, p.bet_type_id, t.channel,
       sum(p.amount), count(*),
       coalesce(sum(p.amount) FILTER (WHERE t.status = 'ANULADO'), 0), count(*) FILTER (WHERE t.status = 'ANULADO'),
       sum(p.prize), count(*) FILTER (WHERE p.prize > 0),
       coalesce(sum(p.prize) FILTER (WHERE t.status = 'PAGADO'), 0), count(*) FILTER (WHERE t.status = 'PAGADO' AND p.prize > 0)
  FROM tickets t
  JOIN ticket_plays p ON p.ticket_id = t.id
  JOIN draw_occurrences o ON o.id = p.occurrence_id
 GROUP BY t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id, p.bet_type_id, t.channel;
--> statement-breakpoint
INSERT INTO number_rollups (business_date, banca_id, agency_id, taquilla_id, currency, product_id, draw_id, bet_type_id,
                            number_key, sold_amount, sold_plays, annulled_amount, annulled_plays, prize_amount, prize_plays,
                            paid_amount, paid_plays)
SELECT t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id, p.bet_type_id, p.number_key,
       sum(p.amount), count(*),
       coalesce(sum(p.amount) FILTER (WHERE t.status = 'ANULADO'), 0), count(*) FILTER (WHERE t.status = 'ANULADO'),
       sum(p.prize), count(*) FILTER (WHERE p.prize > 0),
       coalesce(sum(p.prize) FILTER (WHERE t.status = 'PAGADO'), 0), count(*) FILTER (WHERE t.status = 'PAGADO' AND p.prize > 0)
  FROM tickets t
  JOIN ticket_plays p ON p.ticket_id = t.id
  JOIN draw_occurrences o ON o.id = p.occurrence_id
 GROUP BY t.business_date, t.banca_id, t.agency_id, t.taquilla_id, t.currency, o.product_id, o.draw_id, p.bet_type_id, p.number_key;
--> statement-breakpoint
INSERT INTO ticket_rollups (business_date, banca_id, agency_id, taquilla_id, currency, channel, status, tickets, amount)
SELECT business_date, banca_id, agency_id, taquilla_id, currency, channel, status, count(*), sum(total)
  FROM tickets
 GROUP BY business_date, banca_id, agency_id, taquilla_id, currency, channel, status;
