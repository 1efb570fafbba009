import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';
import { textArray } from './demo-history-sales';
import { FIRST_NAMES, LAST_NAMES } from './demo-polla';

/**
 * Winner identification in the demo: each banca identifies its winners from a round amount that
 * about one paid prize in twenty reaches (the 95th percentile of its payments, rounded down to its
 * first digit: Bs 2.000,00 rather than Bs 2.347,50), and every payment of the history from that
 * amount carries the winner's document, name and phone, as the point of sale asks for them. So
 * «Ganadores identificados» has its months of history, and the seller meets the form on the first
 * large prize. The document follows the banca's country (a Venezuelan cédula, a Colombian CC, a
 * Panamanian cédula); the same people come back now and then, as winners do. Answers how many
 * payments were identified.
 */
export async function seedDemoWinners(db: Db): Promise<number> {
  await db.execute(sql`
    UPDATE banca_settings bs
       SET identify_winners_from = (floor(p.p95 / 10 ^ floor(log(p.p95))) * 10 ^ floor(log(p.p95)))::bigint
      FROM (SELECT t.banca_id, percentile_disc(0.95) WITHIN GROUP (ORDER BY pp.amount) AS p95
              FROM prize_payments pp JOIN tickets t ON t.id = pp.ticket_id
             GROUP BY t.banca_id) p
     WHERE bs.partner_id = p.banca_id AND p.p95 > 0`);
  const [written] = await rowsOf<{ n: number }>(
    db,
    sql`WITH written AS (
          INSERT INTO prize_winners (payment_id, ticket_id, banca_id, document, name, phone, created_at)
          SELECT pp.id, pp.ticket_id, t.banca_id,
                 CASE b.currency
                   WHEN 'COP' THEN (1000000000 + (w.person * 7919113) % 89999999)::text
                   WHEN 'USD' THEN '8-' || (100 + w.person * 37 % 900) || '-' || (1000 + w.person * 7919 % 9000)
                   ELSE 'V-' || (8000000 + (w.person * 7919113) % 22000000) END,
                 ${textArray(FIRST_NAMES)}[1 + w.person % ${FIRST_NAMES.length}] || ' '
                   || ${textArray(LAST_NAMES)}[1 + (w.person * 7) % ${LAST_NAMES.length}],
                 CASE b.currency WHEN 'COP' THEN '+57310' ELSE '0414' END
                   || lpad(((1000000 + w.person * 104729) % 8999999)::text, 7, '0'),
                 pp.paid_at
            FROM prize_payments pp
            JOIN tickets t ON t.id = pp.ticket_id
            JOIN partners b ON b.id = t.banca_id
            JOIN banca_settings bs ON bs.partner_id = t.banca_id
           CROSS JOIN LATERAL (SELECT (pp.id * 31) % 45 AS person) w
           WHERE pp.amount >= bs.identify_winners_from
             AND NOT EXISTS (SELECT 1 FROM prize_winners pw WHERE pw.payment_id = pp.id)
           ORDER BY pp.paid_at
          RETURNING 1)
        SELECT count(*)::int AS n FROM written`,
  );
  return written?.n ?? 0;
}
