import {
  annulPollaTicket,
  getCurrentDailyJackpot,
  getCurrentWeeklyJackpot,
  getDailyJackpotSummary,
  registerPollaTicket,
  savePollaType,
  type PollaTicket,
  type PollaType,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/raw-query';
import { compareRows, type BooksChecker } from './books-checks-test-kit';
import { amountOf, ANIMAL_NUMBERS, type BusinessPlan } from './books-plan-test-kit';
import type { BooksWorld } from './books-write-test-kit';

/*
 * A polla of today (ADR 046): the demo banca's polla type on three Lotto Activo draws, tickets sold
 * at the polla taquilla and some annulled. Each sale gives the daily pote's two accumulators and the
 * weekly pote the floor of its price × their percentages; an annulment takes back exactly that and
 * gives the price back at the taquilla's window. The potes (current, and the period's summary) are
 * checked against the polla tickets, and the taquilla's register counts the sales and annulments
 * (books-registers-test-kit.ts).
 */

const SELLER = 'polla';
const MANAGERS = ['admin', 'supervisor'];
/** Hundredths of a percent of each sale: the daily pote's first and second accumulators, the weekly pote. */
const SHARES = { first: 3_000n, second: 1_250n, weekly: 733n } as const;

export interface PollaDay {
  typeId: number;
  today: string;
  /** The Monday of today's week: the weekly pote's start. */
  monday: string;
  taquilla: string;
  price: bigint;
  sold: number;
  annulled: number;
}

async function ok(label: string, response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
}

export async function writePolla(world: BooksWorld, plan: BusinessPlan): Promise<PollaDay | null> {
  if (plan.polla.tickets.length === 0) return null;
  const product = world.products[0]!;
  const draws = await rowsOf<{ id: number }>(
    world.db,
    sql`SELECT id FROM draws WHERE product_id = ${product.id} AND status = 'ACTIVE' ORDER BY draw_time LIMIT 3`,
  );
  // Today's draws open for a while yet, whatever the hour the test runs at.
  const [day] = await rowsOf<{ today: string; monday: string }>(
    world.db,
    sql`SELECT d::text AS today, date_trunc('week', d)::date::text AS monday
          FROM products p JOIN lotteries l ON l.id = p.lottery_id, LATERAL (SELECT (now() AT TIME ZONE l.timezone)::date AS d) x
         WHERE p.id = ${product.id}`,
  );
  for (const draw of draws)
    await world.db.execute(
      sql`INSERT INTO draw_occurrences (draw_id, product_id, draw_date, open_at, draw_at, close_at)
          VALUES (${draw.id}, ${product.id}, ${day!.today}::date, now() - interval '1 hour', now() + interval '3 hours',
                  now() + interval '2 hours')
          ON CONFLICT (draw_id, draw_date) DO UPDATE
            SET open_at = EXCLUDED.open_at, draw_at = EXCLUDED.draw_at, close_at = EXCLUDED.close_at`,
    );
  const price = amountOf('BS', plan.polla.price);
  const percent = (h: bigint) => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
  const saved = await world.as('admin', 'POST', savePollaType.path, {
    name: 'Polla de los libros',
    product_id: product.id,
    draw_ids: draws.map((d) => d.id),
    picks_per_draw: 1,
    price: price.toString(),
    daily_first_percent: percent(SHARES.first),
    daily_second_percent: percent(SHARES.second),
    weekly_percent: percent(SHARES.weekly),
    points_per_hit: 1,
    first_min_points: 3,
    second_min_points: 2,
    weekly_min_points: 3,
    annul_minutes: 30,
  });
  await ok('tipo de polla', saved);
  const typeId = saved.json<PollaType>().id;
  let annulled = 0;
  for (const [i, ticket] of plan.polla.tickets.entries()) {
    const sold = await world.as(SELLER, 'POST', registerPollaTicket.path, {
      polla_type_id: typeId,
      customer: {
        id_type: 'V',
        id_number: String(20_000_000 + i),
        first_name: 'Luis',
        last_name: `Libros ${i}`,
        phone: '0414-555-0101',
      },
      picks: draws.map((d, k) => ({
        draw_id: d.id,
        numbers: [ANIMAL_NUMBERS[(ticket.pick + k) % ANIMAL_NUMBERS.length]],
      })),
    });
    await ok('venta de polla', sold);
    if (!ticket.annul) continue;
    await ok(
      'anulación de polla',
      await world.as(SELLER, 'POST', annulPollaTicket.path, { id: sold.json<PollaTicket>().id }),
    );
    annulled += 1;
  }
  const [seller] = await rowsOf<{ code: string }>(
    world.db,
    sql`SELECT p.code FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.username = ${SELLER}`,
  );
  return {
    typeId,
    today: day!.today,
    monday: day!.monday,
    taquilla: seller!.code,
    price,
    sold: plan.polla.tickets.length,
    annulled,
  };
}

/** What the polla day did at its taquilla's window: incomes (sales) and outcomes (annulments) of today. */
export const pollaCash = (polla: PollaDay | null) =>
  polla === null
    ? null
    : {
        taquilla: polla.taquilla,
        incomes: polla.price * BigInt(polla.sold),
        outcomes: polla.price * BigInt(polla.annulled),
      };

type Row = Record<string, string>;

/** The daily and weekly potes of today, and the daily potes' summary, against the polla tickets. */
export async function checkPolla(world: BooksWorld, polla: PollaDay | null, checker: BooksChecker) {
  if (polla === null) return;
  const [raw] = await rowsOf<{ live: number; annulled: number; prices: string }>(
    world.db,
    sql`SELECT count(*) FILTER (WHERE status <> 'ANULADO')::int AS live, count(*) FILTER (WHERE status = 'ANULADO')::int AS annulled,
               coalesce(sum(price) FILTER (WHERE status <> 'ANULADO'), 0)::text AS prices
          FROM polla_tickets WHERE polla_type_id = ${polla.typeId}`,
  );
  const { live, annulled } = raw!;
  const share = (h: bigint) => (polla.price * h) / 10_000n;
  const pote = (first: bigint, second: bigint): Row => ({
    tickets: String(live),
    sold: raw!.prices,
    first_amount: String(first * BigInt(live)),
    second_amount: String(second * BigInt(live)),
    venta_first: String(first * BigInt(live + annulled)),
    venta_second: String(second * BigInt(live + annulled)),
    anulacion_first: String(first * BigInt(annulled)),
    anulacion_second: String(second * BigInt(annulled)),
  });
  const expected = {
    daily: pote(share(SHARES.first), share(SHARES.second)),
    weekly: pote(share(SHARES.weekly), 0n),
  };
  type Movement = {
    concepto: string;
    tipo: string;
    abonado_primer?: string;
    abonado_segundo?: string;
    monto_acu_abono?: string;
  };
  const sums = (abonos: Movement[], concept: string, field: 'first' | 'second') =>
    String(
      abonos
        .filter((m) => m.concepto === concept)
        .reduce(
          (s, m) =>
            s +
            BigInt((field === 'first' ? (m.abonado_primer ?? m.monto_acu_abono) : (m.abonado_segundo ?? '0')) ?? '0'),
          0n,
        ),
    );
  for (const username of MANAGERS) {
    for (const [kind, endpoint] of [
      ['daily', getCurrentDailyJackpot],
      ['weekly', getCurrentWeeklyJackpot],
    ] as const) {
      const response = await world.as(username, 'POST', endpoint.path, { polla_type: polla.typeId });
      await ok(`pote ${kind}`, response);
      const current = response.json<{
        start_date: string;
        tickets: number;
        sold: string;
        first_amount: string;
        second_amount: string;
        abonos: Movement[];
      }>();
      const got: Row = {
        tickets: String(current.tickets),
        sold: current.sold,
        first_amount: current.first_amount,
        second_amount: current.second_amount,
        venta_first: sums(current.abonos, 'VENTA', 'first'),
        venta_second: sums(current.abonos, 'VENTA', 'second'),
        anulacion_first: sums(current.abonos, 'ANULACION', 'first'),
        anulacion_second: sums(current.abonos, 'ANULACION', 'second'),
      };
      compareRows(
        `polla: pote ${kind}`,
        username,
        new Map([[kind === 'daily' ? polla.today : polla.monday, expected[kind]]]),
        new Map([[current.start_date, got]]),
        checker.out,
        checker.tally,
      );
    }
    const summary = await world.as(username, 'POST', getDailyJackpotSummary.path, {
      polla_type: polla.typeId,
      fecha_inicio: polla.today,
      fecha_cierre: polla.today,
    });
    await ok('resumen de potes', summary);
    const s = summary.json<{ pots: number; tickets: number; sold: string; concepts: (Movement & Row)[] }>();
    const concept = (c: string) => s.concepts.find((x) => x.concepto === c);
    const want = expected.daily;
    compareRows(
      'polla: resumen de potes diarios',
      username,
      new Map([
        [
          'período',
          {
            pots: '1',
            tickets: want.tickets!,
            sold: want.sold!,
            venta_first: want.venta_first!,
            venta_second: want.venta_second!,
            anulacion_first: annulled ? want.anulacion_first! : '0',
            anulacion_second: annulled ? want.anulacion_second! : '0',
          },
        ],
      ]),
      new Map([
        [
          'período',
          {
            pots: String(s.pots),
            tickets: String(s.tickets),
            sold: s.sold,
            venta_first: concept('VENTA')?.first_amount ?? '0',
            venta_second: concept('VENTA')?.second_amount ?? '0',
            anulacion_first: concept('ANULACION')?.first_amount ?? '0',
            anulacion_second: concept('ANULACION')?.second_amount ?? '0',
          },
        ],
      ]),
      checker.out,
      checker.tally,
    );
  }
}
