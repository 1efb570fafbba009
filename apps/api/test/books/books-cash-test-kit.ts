import {
  cashPrizes,
  createCashRegister,
  createIncome,
  createOutcome,
  createReload,
  payPrize,
  saveCashFund,
  type CashRegister,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/raw-query';
import { compareRows, type BooksChecker } from './books-checks-test-kit';
import { amountOf, type BusinessPlan } from './books-plan-test-kit';
import { type BooksWorld, writeTicketOn } from './books-write-test-kit';

/*
 * The cash register (arqueo) of one taquilla's day (ADR 045): the demo taquilla ACE1-T1 sells
 * yesterday and today, annuls, pays prizes of its agency's tickets through the prize window,
 * records incomes and outcomes and gets a fund and a reload; its register of today must count
 * fund + sales − annulments − prizes paid + incomes − outcomes + reloads of today only.
 */

const TAQUILLA = 'ACE1-T1';
const SELLER = 'taquilla';

/** What the cash day did, in minor units of BS. */
export interface CashDay {
  today: string;
  fund: bigint;
  incomes: bigint;
  outcomes: bigint;
  reloads: bigint;
}

async function ok(label: string, response: { statusCode: number; body: string }) {
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
}

export async function writeCashDay(world: BooksWorld, plan: BusinessPlan): Promise<CashDay> {
  const taquilla = world.partners.find((p) => p.code === TAQUILLA)!;
  const [row] = await rowsOf<{ today: string; yesterday: string }>(
    world.db,
    sql`SELECT (now() AT TIME ZONE timezone)::date::text AS today, ((now() AT TIME ZONE timezone)::date - 1)::text AS yesterday
          FROM banca_settings WHERE partner_id = (SELECT id FROM partners WHERE code = 'BVE')`,
  );
  const { today, yesterday } = row!;
  const day: CashDay = { today, fund: amountOf('BS', plan.cash.fund), incomes: 0n, outcomes: 0n, reloads: 0n };
  await ok(
    'fondo',
    await world.as('admin', 'POST', saveCashFund.path, {
      taquilla_id: taquilla.id,
      currency: 'BS',
      amount: day.fund.toString(),
    }),
  );
  // Sales of yesterday and today at the taquilla; some annulled today.
  for (const [i, sale] of plan.cash.sales.entries()) {
    const id = await writeTicketOn(world, taquilla, sale.yesterday ? yesterday : today, amountOf('BS', sale.amount));
    if (sale.annul)
      await world.db.execute(
        sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now(), annul_reason = ${`Anulación ${i}`} WHERE id = ${id}`,
      );
  }
  // Prizes of the agency's tickets, paid at the taquilla's window today.
  const prizes = await rowsOf<{ serial: string; security_code: string }>(
    world.db,
    sql`SELECT serial, security_code FROM tickets WHERE agency_id = ${taquilla.parent_id} AND status = 'PREMIADO' ORDER BY id`,
  );
  for (const prize of prizes.slice(0, plan.cash.prizesPaid))
    await ok('pago de premio', await world.as(SELLER, 'POST', payPrize.path, prize));
  for (const [i, amount] of plan.cash.incomes.entries()) {
    const value = amountOf('BS', amount) / 10n + 1n;
    await ok(
      'ingreso',
      await world.as(SELLER, 'POST', createIncome.path, {
        payment_method: 'EFECTIVO',
        currency: 'BS',
        amount: value.toString(),
        reference: `LIBROS-${today}-${i}-${amount}`,
      }),
    );
    day.incomes += value;
  }
  for (const amount of plan.cash.outcomes) {
    const value = amountOf('BS', amount) / 10n + 1n;
    await ok(
      'egreso',
      await world.as(SELLER, 'POST', createOutcome.path, {
        payment_method: 'EFECTIVO',
        currency: 'BS',
        expense_type: 'GASTO_OPERATIVO',
        amount: value.toString(),
      }),
    );
    day.outcomes += value;
  }
  if (plan.cash.reload !== null) {
    const value = amountOf('BS', plan.cash.reload);
    await ok(
      'recarga',
      await world.as('admin', 'POST', createReload.path, {
        taquilla_id: taquilla.id,
        currency: 'BS',
        amount: value.toString(),
      }),
    );
    day.reloads += value;
  }
  return day;
}

/** Today's register of the taquilla against its day's raw tickets and what the cash day did. */
export async function checkCashDay(world: BooksWorld, day: CashDay, checker: BooksChecker) {
  const taquilla = world.partners.find((p) => p.code === TAQUILLA)!;
  const response = await world.as(SELLER, 'POST', createCashRegister.path, { currency: 'BS' });
  await ok('arqueo', response);
  const register = response.json<CashRegister>();
  const zone = sql`(SELECT timezone FROM banca_settings WHERE partner_id = ${taquilla.path.split('/')[1]}::int)`;
  const [raw] = await rowsOf<{ sales: string; annulments: string; prizes: string }>(
    world.db,
    sql`SELECT coalesce((SELECT sum(t.total) FROM tickets t WHERE t.taquilla_id = ${taquilla.id} AND t.currency = 'BS'
                          AND t.business_date = ${day.today}::date), 0)::text AS sales,
               coalesce((SELECT sum(t.total) FROM tickets t WHERE t.taquilla_id = ${taquilla.id} AND t.currency = 'BS'
                          AND t.status = 'ANULADO' AND (t.annulled_at AT TIME ZONE ${zone})::date = ${day.today}::date),
                        0)::text AS annulments,
               coalesce((SELECT sum(k.prize_total) FROM tickets k JOIN prize_payments pp ON pp.ticket_id = k.id
                          WHERE pp.taquilla_id = ${taquilla.id} AND k.currency = 'BS'
                            AND (pp.paid_at AT TIME ZONE ${zone})::date = ${day.today}::date), 0)::text AS prizes`,
  );
  const sales = BigInt(raw!.sales);
  const annulments = BigInt(raw!.annulments);
  const prizes = BigInt(raw!.prizes);
  const expected = day.fund + sales - annulments - prizes + day.incomes - day.outcomes + day.reloads;
  const want = {
    business_date: day.today,
    opening_fund: day.fund.toString(),
    sales: sales.toString(),
    annulments: annulments.toString(),
    prizes: prizes.toString(),
    incomes: day.incomes.toString(),
    outcomes: day.outcomes.toString(),
    reloads: day.reloads.toString(),
    expected: expected.toString(),
    register_expected: expected.toString(),
  };
  const line = register.lines.find((l) => l.payment_method === 'EFECTIVO');
  const got = {
    business_date: register.business_date,
    opening_fund: line?.opening_fund ?? '0',
    sales: line?.sales ?? '0',
    annulments: line?.annulments ?? '0',
    prizes: line?.prizes ?? '0',
    incomes: line?.incomes ?? '0',
    outcomes: line?.outcomes ?? '0',
    reloads: line?.reloads ?? '0',
    expected: line?.expected ?? '0',
    register_expected: register.expected,
  };
  compareRows(
    'arqueo',
    `${TAQUILLA} ${day.today}`,
    new Map([['BS', want]]),
    new Map([['BS', got]]),
    checker.out,
    checker.tally,
  );
}

/**
 * The banca's prizes per taquilla over the plan's days and today: those paid at each taquilla's
 * window (by the day they were paid) and those its tickets still owe, an expired prize in neither.
 */
export async function checkCashPrizes(world: BooksWorld, day: CashDay, checker: BooksChecker) {
  const from = world.dates[0]!;
  for (const username of ['admin', 'supervisor']) {
    const [own] = await rowsOf<{ path: string }>(
      world.db,
      sql`SELECT p.path FROM users u JOIN partners p ON p.id = u.partner_id WHERE u.username = ${username}`,
    );
    const zone = sql`coalesce((SELECT timezone FROM banca_settings WHERE partner_id = k.banca_id), 'America/Caracas')`;
    const rows = await rowsOf<{
      key: string;
      paid_count: string;
      paid: string;
      pending_count: string;
      pending: string;
    }>(
      world.db,
      sql`WITH paid AS (
            SELECT pp.taquilla_id AS taquilla, k.currency, count(*) AS n, sum(k.prize_total) AS amount
              FROM prize_payments pp JOIN tickets k ON k.id = pp.ticket_id JOIN partners tq ON tq.id = pp.taquilla_id
             WHERE tq.path LIKE ${`${own!.path}%`}
               AND (pp.paid_at AT TIME ZONE ${zone})::date BETWEEN ${from}::date AND ${day.today}::date
             GROUP BY 1, 2),
          owed AS (
            SELECT k.taquilla_id AS taquilla, k.currency, count(*) AS n, sum(k.prize_total) AS amount
              FROM tickets k
             WHERE k.partner_path LIKE ${`${own!.path}%`} AND k.status = 'PREMIADO' AND k.prize_expires_at > now()
               AND k.business_date BETWEEN ${from}::date AND ${day.today}::date
             GROUP BY 1, 2)
          SELECT x.taquilla || '|' || x.currency AS key, coalesce(paid.n, 0)::text AS paid_count,
                 coalesce(paid.amount, 0)::text AS paid, coalesce(owed.n, 0)::text AS pending_count,
                 coalesce(owed.amount, 0)::text AS pending
            FROM (SELECT taquilla, currency FROM paid UNION SELECT taquilla, currency FROM owed) x
            LEFT JOIN paid USING (taquilla, currency) LEFT JOIN owed USING (taquilla, currency)`,
    );
    const fields = ['paid_count', 'paid', 'pending_count', 'pending'] as const;
    const expected = new Map(rows.map(({ key, ...r }) => [key, r]));
    const response = await world.as(
      username,
      'GET',
      `${cashPrizes.path}?${new URLSearchParams({ from_date: from, to_date: day.today, per_page: '500' })}`,
    );
    await ok('premios de caja', response);
    const page = response.json<{ data: Record<string, unknown>[]; totals: Record<string, unknown>[] }>();
    const pick = (r: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, String(r[f])]));
    const scope = `${username} ${from}…${day.today}`;
    compareRows(
      'premios por taquilla',
      scope,
      expected,
      new Map(page.data.map((r) => [`${String(r.taquilla_id)}|${String(r.currency)}`, pick(r)])),
      checker.out,
      checker.tally,
    );
    const totals = new Map<string, Record<string, string>>();
    for (const [key, r] of expected) {
      const currency = key.split('|')[1]!;
      const sum = totals.get(currency) ?? { paid_count: '0', paid: '0', pending_count: '0', pending: '0' };
      for (const f of fields) sum[f] = String(BigInt(sum[f]!) + BigInt(r[f]));
      totals.set(currency, sum);
    }
    compareRows(
      'premios por taquilla: totales',
      scope,
      totals,
      new Map(page.totals.map((t) => [String(t.currency), pick(t)])),
      checker.out,
      checker.tally,
    );
  }
}
