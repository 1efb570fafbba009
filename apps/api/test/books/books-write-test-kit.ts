import { randomInt } from 'node:crypto';
import {
  awardRaffle,
  createAccountEntry,
  reverseAccountEntry,
  DEFAULT_TIMEZONE,
  saveResult,
  settleDay,
  type AccountEntry,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { bearer, signInAs } from '../session';
import type { Db } from '../../src/db/client';
import { chainOf } from '../../src/lib/chain';
import { rowsOf } from '../../src/lib/raw-query';
import { foldUntilCaughtUp } from '../../src/modules/rollups';
import { amountOf, capOf, numberOf, PRODUCTS, TRIPLES, type BusinessPlan } from './books-plan-test-kit';

/** A partner of the demo network as the books test needs it. */
export interface BooksPartner {
  id: number;
  code: string;
  kind: string;
  path: string;
  parent_id: number | null;
  currency: string;
}

export interface BooksWorld {
  app: FastifyInstance;
  db: Db;
  partners: BooksPartner[];
  taquillas: BooksPartner[];
  /** Agencies and distributors: the partners that settle and carry commissions. */
  settlers: BooksPartner[];
  products: { id: number; name: string; betTypes: { id: number; code: string }[] }[];
  /** The business dates of the plan's days, oldest first (the last is yesterday). */
  dates: string[];
  as(username: string, method: InjectOptions['method'], url: string, payload?: unknown): Promise<InjectResponse>;
}

/** Who settles and writes entries for each banca (by the banca's code). */
export const BANCA_ADMINS: Record<string, string> = { BVE: 'admin', BPA: 'admin.pa', BCO: 'admin.co' };

export async function booksWorld(app: FastifyInstance, db: Db, days: number): Promise<BooksWorld> {
  const partners = await rowsOf<BooksPartner>(
    db,
    sql`SELECT id, code, kind::text AS kind, path, parent_id, currency FROM partners WHERE status = 'ACTIVE' ORDER BY id`,
  );
  const products = [];
  for (const name of PRODUCTS) {
    const betTypes = await rowsOf<{ id: number; code: string; product_id: number }>(
      db,
      sql`SELECT bt.id, bt.code, pbt.product_id FROM product_bet_types pbt JOIN bet_types bt ON bt.id = pbt.bet_type_id
            JOIN products p ON p.id = pbt.product_id WHERE p.name = ${name} ORDER BY bt.id`,
    );
    products.push({ id: betTypes[0]!.product_id, name, betTypes: betTypes.map(({ id, code }) => ({ id, code })) });
  }
  const dates = await rowsOf<{ d: string }>(
    db,
    sql`SELECT ((now() AT TIME ZONE bs.timezone)::date - k)::text AS d
          FROM generate_series(${days}::int, 1, -1) AS k,
               banca_settings bs WHERE bs.partner_id = (SELECT id FROM partners WHERE code = 'BVE')
         ORDER BY k DESC`,
  );
  const tokens = new Map<string, string>();
  return {
    app,
    db,
    partners,
    taquillas: partners.filter((p) => p.kind === 'TAQUILLA'),
    settlers: partners.filter((p) => p.kind === 'AGENCIA' || p.kind === 'DISTRIBUIDOR'),
    products,
    dates: dates.map((row) => row.d),
    async as(username, method, url, payload) {
      if (!tokens.has(username)) tokens.set(username, (await signInAs(app, username)).access_token);
      return app.inject({
        method,
        url,
        headers: bearer(tokens.get(username)!),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}

async function expectOk(label: string, response: InjectResponse) {
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The occurrence of a product's first draw on a past date, closed and drawn. */
async function pastOccurrence(world: BooksWorld, productId: number, date: string): Promise<number> {
  await world.db.execute(
    sql`INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
        SELECT d.id, d.product_id, ${date}::date, ${date}::date + interval '6 hours', ${date}::date + interval '20 hours',
               ${date}::date + interval '19 hours 55 minutes'
          FROM draws d WHERE d.product_id = ${productId} AND d.status = 'ACTIVE' ORDER BY d.draw_time LIMIT 1
        ON CONFLICT (draw_id, draw_date) DO NOTHING`,
  );
  const [row] = await rowsOf<{ id: number }>(
    world.db,
    sql`SELECT o.id FROM draw_occurrences o
         WHERE o.draw_id = (SELECT d.id FROM draws d WHERE d.product_id = ${productId} AND d.status = 'ACTIVE'
                             ORDER BY d.draw_time LIMIT 1)
           AND o.draw_date = ${date}::date`,
  );
  return row!.id;
}

/** Writes a ticket and its plays in one statement, as a sale does, on a past business date. */
async function writeTicket(
  world: BooksWorld,
  taquilla: BooksPartner,
  date: string,
  channel: string,
  plays: PlayRow[],
  hour = 10,
) {
  const chain = chainOf(taquilla.path);
  const total = plays.reduce((sum, p) => sum + p.amount, 0n);
  const rows = plays.map(
    (p) => sql`(${p.occurrence}::int, ${p.betTypeId}::int, ${p.number}::text, ${p.sign}::smallint,
                ${p.sign === null ? p.number : `${p.number}/${p.sign}`}::text, ${p.amount.toString()}::bigint,
                ${p.multiplier}::numeric)`,
  );
  const [row] = await rowsOf<{ id: string }>(
    world.db,
    sql`WITH ticket AS (
          INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                               currency, total, channel, status, sold_at, business_date)
          VALUES (${String(randomInt(1_000_000_000, 9_999_999_999))}, ${`BK${randomInt(100_000, 999_999)}`},
                  ${taquilla.id}, ${taquilla.parent_id}, ${chain[0]}, ${taquilla.path},
                  ${`{${chain.join(',')}}`}::int[], (SELECT min(id) FROM users WHERE role = 'ADMIN_BANCA'),
                  ${taquilla.currency}, ${total.toString()}::bigint, ${channel}, 'ACTIVO',
                  (${date}::date + make_interval(hours => ${hour}::int))
                    AT TIME ZONE coalesce((SELECT timezone FROM banca_settings WHERE partner_id = ${chain[0]}), ${DEFAULT_TIMEZONE}),
                  ${date}::date)
          RETURNING id),
        plays AS (
          INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
          SELECT ticket.id, p.o, p.bt, p.n, p.s, p.k, p.a, p.a, p.m
            FROM ticket, (VALUES ${sql.join(rows, sql`, `)}) AS p(o, bt, n, s, k, a, m))
        SELECT id::text FROM ticket`,
  );
  return Number(row!.id);
}

/** A one-play ticket of Lotto Activo at a taquilla on a business date (the cash day's sales). */
export async function writeTicketOn(world: BooksWorld, taquilla: BooksPartner, date: string, amount: bigint) {
  const product = world.products[0]!;
  const occurrence = await pastOccurrence(world, product.id, date);
  const betType = product.betTypes[0]!;
  return writeTicket(world, taquilla, date, 'WEB', [
    { occurrence, betTypeId: betType.id, number: '36', sign: null, amount, multiplier: '30' },
  ]);
}

interface PlayRow {
  occurrence: number;
  betTypeId: number;
  number: string;
  sign: number | null;
  amount: bigint;
  multiplier: string;
}

/** What the writer did, for the summary. */
export interface Written {
  tickets: number;
  plays: number;
  entries: number;
}

/**
 * Writes the plan through the product: commission rows, tickets of past days, annulments,
 * results and awards (corrected ones awarded twice), prizes paid, the daily settlement, late
 * annulments, manual entries and their reversals, and the settlement again.
 */
export async function writeBusiness(
  world: BooksWorld,
  plan: BusinessPlan,
  afterAwards: () => Promise<void> = async () => undefined,
): Promise<Written> {
  const { db } = world;
  for (const rate of plan.rates) {
    const partner = world.settlers[rate.partner % world.settlers.length]!;
    const product = world.products[rate.product]!;
    const betType = rate.betType === null ? null : product.betTypes[rate.betType % product.betTypes.length]!.id;
    const pct = (h: number) => (h / 100).toFixed(2);
    await db.execute(
      sql`INSERT INTO commissions (partner_id, product_id, bet_type_id, commission_type, commission_pct, participation_type,
                                   participation_pct, extra_pct, max_amount)
          VALUES (${partner.id}, ${product.id}, ${betType}, 'VENTA', ${pct(rate.commission)}::numeric,
                  ${rate.participation === null ? 'NINGUNA' : 'UTILIDAD'}, ${pct(rate.participation ?? 0)}::numeric,
                  ${pct(rate.extra)}::numeric, ${rate.max === null ? null : capOf(partner.currency, rate.max).toString()}::bigint)
          ON CONFLICT (partner_id, product_id, coalesce(bet_type_id, 0)) DO UPDATE
            SET commission_pct = EXCLUDED.commission_pct, participation_type = EXCLUDED.participation_type,
                participation_pct = EXCLUDED.participation_pct, extra_pct = EXCLUDED.extra_pct,
                max_amount = EXCLUDED.max_amount`,
    );
  }

  const occurrences = new Map<string, number>();
  const occurrenceOf = async (product: number, day: number) => {
    const key = `${product}:${day}`;
    if (!occurrences.has(key))
      occurrences.set(key, await pastOccurrence(world, world.products[product]!.id, world.dates[day]!));
    return occurrences.get(key)!;
  };
  const ids: number[] = [];
  let plays = 0;
  for (const ticket of plan.tickets) {
    const taquilla = world.taquillas[ticket.taquilla % world.taquillas.length]!;
    const rows: PlayRow[] = [];
    for (const p of ticket.plays) {
      const product = world.products[p.product]!;
      const betType = product.betTypes[p.betType % product.betTypes.length]!;
      const [multiplier] = await rowsOf<{ m: string }>(
        db,
        sql`SELECT multiplier::text AS m FROM product_bet_types WHERE product_id = ${product.id} AND bet_type_id = ${betType.id}`,
      );
      rows.push({
        occurrence: await occurrenceOf(p.product, ticket.day),
        betTypeId: betType.id,
        number: numberOf(betType.code, p.number),
        sign: betType.code.endsWith('_SIGNO') ? p.sign : null,
        amount: amountOf(taquilla.currency, p.amount),
        multiplier: multiplier!.m,
      });
    }
    const channel = ticket.terminal ? 'TERMINAL' : 'WEB';
    ids.push(await writeTicket(world, taquilla, world.dates[ticket.day]!, channel, rows, ticket.hour));
    plays += rows.length;
  }
  // An early annulment happens on the sale's day; a late one now, after the first settlement.
  const annul = async (when: 'early' | 'late') => {
    const chosen = ids.filter((_, i) => plan.tickets[i]!.annul === when);
    if (chosen.length === 0) return;
    const at = when === 'early' ? sql`sold_at + interval '1 hour'` : sql`now()`;
    await db.execute(
      sql`UPDATE tickets SET status = 'ANULADO', annulled_at = ${at}, annul_reason = 'El cliente desistió'
           WHERE id = ANY (${`{${chosen.join(',')}}`}::bigint[]) AND status <> 'PAGADO'`,
    );
  };
  await annul('early');

  for (const result of plan.results) {
    const product = world.products[result.product]!;
    const occurrence = await occurrenceOf(result.product, result.day);
    const animal = product.betTypes.some((b) => b.code === 'ANIMALITO');
    const resultOf = (index: number) =>
      animal
        ? { occurrence_id: occurrence, number: numberOf('ANIMALITO', index) }
        : { occurrence_id: occurrence, number: TRIPLES[index % TRIPLES.length]!, sign: result.sign };
    for (const index of result.corrected ? [result.number + 1, result.number] : [result.number]) {
      await expectOk('resultado', await world.as('admin', 'POST', saveResult.path, resultOf(index)));
      await expectOk('premiación', await world.as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrence }));
    }
  }
  await afterAwards();
  // Other prizes marked paid (the cash day pays some through the prize window).
  const paid = ids.filter((_, i) => plan.tickets[i]!.pay);
  if (paid.length > 0)
    await db.execute(
      sql`UPDATE tickets SET status = 'PAGADO' WHERE id = ANY (${`{${paid.join(',')}}`}::bigint[]) AND status = 'PREMIADO'
            AND agency_id <> (SELECT id FROM partners WHERE code = 'ACE1')`,
    );
  // Prizes left unpaid past their validity: the time runs out, as it does on a real day.
  const expired = ids.filter((_, i) => plan.tickets[i]!.expire);
  if (expired.length > 0)
    await db.execute(
      sql`UPDATE tickets SET prize_expires_at = now() - interval '1 hour'
           WHERE id = ANY (${`{${expired.join(',')}}`}::bigint[]) AND status = 'PREMIADO'`,
    );

  await settleAll(world);
  await annul('late');

  let entries = 0;
  for (const entry of plan.entries) {
    const partner = world.settlers[entry.partner % world.settlers.length]!;
    const banca = world.partners.find((p) => p.id === chainOf(partner.path)[0])!;
    const [account] = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM accounts WHERE partner_id IS NULL AND code = 'AJUSTES'`,
    );
    const [contributor, beneficiary] = entry.towardsParent
      ? [partner.parent_id!, partner.id]
      : [partner.id, partner.parent_id!];
    const created = await expectOk(
      'asiento',
      await world.as(BANCA_ADMINS[banca.code]!, 'POST', createAccountEntry.path, {
        business_date: world.dates[entry.day],
        account_id: account!.id,
        contributor_id: contributor,
        beneficiary_id: beneficiary,
        currency: partner.currency,
        amount: amountOf(partner.currency, entry.amount).toString(),
        observation: 'Ajuste de prueba de los libros',
      }),
    );
    entries += 1;
    if (entry.reversed) {
      const id = created.json<AccountEntry>().id;
      await expectOk(
        'reverso',
        await world.as(BANCA_ADMINS[banca.code]!, 'POST', reverseAccountEntry.path.replace(':id', String(id)), {
          observation: 'Reverso de prueba',
        }),
      );
      entries += 1;
    }
  }
  await settleAll(world);
  return { tickets: ids.length, plays, entries };
}

/** Every day of the plan settled by each banca's administrator, after the rollups caught up. */
export async function settleAll(world: BooksWorld) {
  await foldUntilCaughtUp(world.db);
  for (const date of world.dates)
    for (const admin of Object.values(BANCA_ADMINS))
      await expectOk('liquidación', await world.as(admin, 'POST', settleDay.path, { date }));
}
