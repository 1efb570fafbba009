import { POLLA_PRIZE_DAYS } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { rowsOf } from '../../lib/raw-query';
import type { PublicContext } from '../../lib/use-case';
import { applyMovement, ensurePote } from '../../modules/polla';
import { scorePollasAfterAward } from '../../modules/polla';
import { shareOf } from '../../modules/polla';
import { activeSymbolNumbers, countedOccurrences, insertTicket, upsertCustomer } from '../../modules/polla';
import { findPollaType, type PollaTypeRow } from '../../modules/polla';
import { random } from './demo-payments';

/*
 * The demo's past polla (demo-business.ts): on each of the last days the taquillas of the polla
 * seller's agency sell tickets of every polla type to regular customers, through the polla's own
 * repositories (customer, ticket and picks, the VENTA movements of the daily and weekly potes), and
 * each day is scored by the product's scoring as the award of its last draw does: winners, potes
 * rolled over, tickets PREMIADO or PERDEDOR. Most prizes are then collected at the selling
 * taquilla; the cash side of every sale and prize is written with the cash history (demo-cash.ts).
 */

/** Days of polla before today. */
export const POLLA_DAYS = 14;

/** Share of picks that are the draw's result: enough for the accumulators to be won most days. */
const HIT_SHARE = 0.22;

export const FIRST_NAMES = [
  'María',
  'José',
  'Luis',
  'Carmen',
  'Pedro',
  'Rosa',
  'Jesús',
  'Ana',
  'Carlos',
  'Yusmary',
  'Wilmer',
  'Daniela',
];
export const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Pérez',
  'Hernández',
  'García',
  'Martínez',
  'Rojas',
  'Díaz',
  'Morales',
  'Suárez',
];

/** The regular customers: the same people come back, each with a cédula and a phone. */
const customer = (i: number) => ({
  id_type: 'V' as const,
  id_number: String(8_000_000 + ((i * 7_919_113) % 22_000_000)),
  first_name: FIRST_NAMES[i % FIRST_NAMES.length]!,
  last_name: LAST_NAMES[(i * 7) % LAST_NAMES.length]!,
  phone: `0412${String(1_000_000 + ((i * 104_729) % 8_999_999)).padStart(7, '0')}`,
});
const CUSTOMERS = 30;

interface Seller {
  taquilla_id: number;
  path: string;
  agency_id: number;
  seller_id: number;
  weight: number;
}

/** A context for the scoring, acting as the banca's administrator (who awards in the demo). */
async function awarderContext(db: Db, bancaId: number): Promise<PublicContext> {
  const [admin] = await rowsOf<{ id: number; username: string; role: string; partner_id: number }>(
    db,
    sql`SELECT id, username, role::text AS role, partner_id FROM users WHERE partner_id = ${bancaId} ORDER BY id LIMIT 1`,
  );
  const actor: AuditActor = {
    userId: admin?.id ?? null,
    username: admin?.username ?? null,
    role: admin?.role ?? null,
    partnerId: admin?.partner_id ?? null,
    ip: '127.0.0.1',
    requestId: null,
  };
  return {
    db,
    actor,
    timezone: 'America/Caracas',
    audit: (entry) => recordAudit(db, actor, entry),
    now: async () => new Date(),
  };
}

/**
 * Sells and scores the polla of the `days` days before today for every active polla type of the
 * Venezuelan demo banca. Answers how many tickets were sold; does nothing when polla tickets exist.
 */
export async function seedPollaHistory(db: Db, days = POLLA_DAYS): Promise<number> {
  const [existing] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM polla_tickets`);
  if (existing!.n > 0) return 0;
  const types = await rowsOf<{ id: number; banca_id: number }>(
    db,
    sql`SELECT pt.id, pt.banca_id FROM polla_types pt JOIN partners b ON b.id = pt.banca_id
         WHERE b.code = 'BVE' AND pt.status = 'ACTIVE' ORDER BY pt.id`,
  );
  if (!types.length) return 0;
  const bancaId = types[0]!.banca_id;
  const loaded = (await Promise.all(types.map((type) => findPollaType(db, bancaId, type.id)))).filter(
    (type): type is PollaTypeRow => type !== null,
  );
  const sellers = await rowsOf<Seller>(
    db,
    sql`SELECT tq.id AS taquilla_id, tq.path, tq.parent_id AS agency_id,
               (SELECT u.id FROM users u WHERE u.partner_id = tq.id AND u.status = 'ACTIVE'
                 ORDER BY (u.role = 'VEND_TAQUILLA_POLLA') DESC, u.id LIMIT 1) AS seller_id,
               CASE WHEN EXISTS (SELECT 1 FROM users u WHERE u.partner_id = tq.id AND u.role = 'VEND_TAQUILLA_POLLA')
                    THEN 3 ELSE 1 END AS weight
          FROM partners tq JOIN partners ag ON ag.id = tq.parent_id
         WHERE ag.code = 'ACE1' AND tq.kind = 'TAQUILLA' AND tq.status = 'ACTIVE' ORDER BY tq.id`,
  );
  const dates = await rowsOf<{ day: string; today: boolean }>(
    db,
    sql`SELECT ((now() AT TIME ZONE 'America/Caracas')::date - k)::text AS day, k = 0 AS today
          FROM generate_series(${days}::int, 0, -1) k`,
  );
  const next = random(days * 131 + 17);
  const ctx = await awarderContext(db, bancaId);
  let sold = 0;
  for (const { day, today } of dates) {
    let lastOccurrence: number | null = null;
    for (const type of loaded) {
      const occurrences = await countedOccurrences(db, type.drawIds, day);
      // A past day sells when all its draws were awarded; today, until its first counted draw closes.
      if (occurrences.length !== type.drawIds.length) continue;
      if (today ? occurrences.some((o) => !o.open) : occurrences.some((o) => !o.awarded)) continue;
      const results = await rowsOf<{ id: number; result_number: string | null; close_at: string; last: boolean }>(
        db,
        sql`SELECT id, result_number, close_at::text, rank() OVER (ORDER BY draw_at DESC) = 1 AS last
              FROM draw_occurrences WHERE id IN (${sql.join(
                occurrences.map((o) => sql`${o.id}`),
                sql`, `,
              )})`,
      );
      lastOccurrence = results.find((row) => row.last)!.id;
      const symbols = [...(await activeSymbolNumbers(db, type.productId))].sort();
      const count = 3 + Math.floor(next() * 5) + (type.price < 1000n ? 2 : 0);
      for (let i = 0; i < count; i++) {
        const seller = pick(sellers, next);
        await sellOne(db, type, day, seller, results, symbols, next);
        sold += 1;
      }
    }
    // The award of the day's last draw scores every type counting it (as awarding does).
    if (lastOccurrence !== null && !today) await scorePollasAfterAward(ctx, lastOccurrence);
  }
  await backdatePolla(db);
  return sold;
}

/** A seller by weight: the polla seller's taquilla sells most. */
function pick(sellers: Seller[], next: () => number): Seller {
  const total = sellers.reduce((sum, seller) => sum + seller.weight, 0);
  let at = next() * total;
  for (const seller of sellers) if ((at -= seller.weight) < 0) return seller;
  return sellers[sellers.length - 1]!;
}

/** One ticket as registerPollaTicket writes it: customer, ticket and picks, the potes' VENTA movements. */
async function sellOne(
  db: Db,
  type: PollaTypeRow,
  day: string,
  seller: Seller,
  results: { id: number; result_number: string | null; close_at: string }[],
  symbols: string[],
  next: () => number,
): Promise<void> {
  const pote = { pollaTypeId: type.id, startDate: day, currency: type.currency };
  const daily = await ensurePote(db, { ...pote, kind: 'DAILY' });
  const weekly = await ensurePote(db, { ...pote, kind: 'WEEKLY' });
  const customerId = await upsertCustomer(db, type.bancaId, customer(Math.floor(next() * CUSTOMERS)));
  const picks = results.flatMap((occurrence) => {
    const chosen = new Set<string>(
      occurrence.result_number !== null && next() < HIT_SHARE ? [occurrence.result_number] : [],
    );
    while (chosen.size < type.picksPerDraw) chosen.add(symbols[Math.floor(next() * symbols.length)]!);
    return [...chosen].map((number) => ({ occurrenceId: occurrence.id, number }));
  });
  const shares = {
    first: shareOf(type.price, type.dailyFirstBp),
    second: shareOf(type.price, type.dailySecondBp),
    weekly: shareOf(type.price, type.weeklyBp),
  };
  const firstClose = results.map((o) => o.close_at).sort()[0]!;
  const ticketId = await insertTicket(db, {
    serial: String(1_000_000_000 + Math.floor(next() * 8_999_999_999)),
    pollaTypeId: type.id,
    drawDate: day,
    dailyPoteId: daily.id,
    weeklyPoteId: weekly.id,
    customerId,
    taquillaId: seller.taquilla_id,
    agencyId: seller.agency_id,
    bancaId: type.bancaId,
    partnerPath: seller.path,
    sellerId: seller.seller_id,
    currency: type.currency,
    price: type.price,
    toDailyFirst: shares.first,
    toDailySecond: shares.second,
    toWeekly: shares.weekly,
    picks,
  });
  // Sold in the hours before the first counted draw closed (today: before now), never before 06:00.
  const end = sql`least(${firstClose}::timestamptz, now())`;
  const start = sql`greatest(${end} - interval '150 minutes', (${day}::date + time '06:00') AT TIME ZONE 'America/Caracas')`;
  await db.execute(
    sql`UPDATE polla_tickets SET sold_at = ${end} - (${end} - ${start}) * ${next()}::float8 WHERE id = ${ticketId}`,
  );
  const sale = { tipo: 'INGRESO', concept: 'VENTA', ticketId, userId: seller.seller_id } as const;
  await applyMovement(db, daily.id, { ...sale, first: shares.first, second: shares.second });
  await applyMovement(db, weekly.id, { ...sale, first: shares.weekly, second: 0n });
}

/**
 * Puts the scoring's clock back to each day's last award (it ran now): a prize expires three days
 * after its day was scored, potes settle then; then most prizes are collected at the selling
 * taquilla within a day, the unexpired rest waits and the older rest expired (VENCIDO).
 */
async function backdatePolla(db: Db): Promise<void> {
  await db.execute(sql`
    WITH scored AS (
      SELECT t.polla_type_id, t.draw_date, max(o.awarded_at) AS at
        FROM polla_tickets t JOIN polla_ticket_picks p ON p.ticket_id = t.id JOIN draw_occurrences o ON o.id = p.occurrence_id
       GROUP BY 1, 2)
    UPDATE polla_tickets t SET prize_expires_at = s.at + make_interval(days => ${POLLA_PRIZE_DAYS}::int)
      FROM scored s
     WHERE s.polla_type_id = t.polla_type_id AND s.draw_date = t.draw_date AND t.prize_expires_at IS NOT NULL`);
  await db.execute(sql`
    UPDATE polla_potes p SET settled_at = (SELECT max(o.awarded_at) FROM draw_occurrences o
                                            JOIN polla_types pt ON o.draw_id = ANY (pt.draw_ids)
                                           WHERE pt.id = p.polla_type_id AND o.draw_date = p.start_date)
     WHERE p.kind = 'DAILY' AND p.status = 'SETTLED'`);
  await db.execute(sql`
    UPDATE polla_tickets t SET status = 'PAGADO', paid_by = t.seller_id, paid_taquilla_id = t.taquilla_id,
                               paid_at = t.prize_expires_at - make_interval(days => ${POLLA_PRIZE_DAYS}::int) + make_interval(mins => (20 + (t.id * 37) % 900)::int)
     WHERE t.status = 'PREMIADO' AND t.prize_expires_at - make_interval(days => ${POLLA_PRIZE_DAYS}::int) + interval '16 hours' < now()
       AND (t.id * 2654435761) % 10 < 8`);
  await db.execute(sql`UPDATE polla_pote_movements m SET created_at = t.sold_at FROM polla_tickets t
                        WHERE t.id = m.ticket_id AND m.concept = 'VENTA'`);
}
