import {
  kpiSalesByHour,
  kpiTopNumbers,
  kpiTopTickets,
  listBetNumber,
  listDailyBets,
  listDailyTerminalPaBets,
  listDetailedPrizes,
  listOnlineSalesDetail,
  listOnlineSalesSummary,
  listTicketsPlayed,
} from '@banca/contracts';
import { chainOf } from '../../src/lib/chain';
import type { BooksChecker, Scope } from './books-checks-test-kit';
import { groupBy } from './books-direct-test-kit';
import { timesMultiplier, type NumberCell, type RawRows, type TicketRow } from './books-rows-direct-test-kit';

/*
 * The dashboards' and reports' row-level figures against the raw rows (books-rows-direct-test-kit.ts):
 * top numbers, top tickets and sales by hour; the detailed prizes (paid, owed and expired); the
 * online sales by channel; the tickets played by state; the day's bets per draw and number.
 */

type Row = Record<string, string | null | undefined>;
type Answer = { data: Record<string, unknown>[]; totals?: Record<string, unknown>[] };
type Check = (
  name: string,
  fields: readonly string[],
  expected: Map<string, Row>,
  answer: Answer,
  keyOf: (r: Record<string, unknown>) => string,
) => void;
type Totals = (name: string, fields: readonly string[], expected: Map<string, Row>, answer: Answer) => void;

/** Sums some fields of rows into one row per key. */
function sumBy<T>(rows: T[], keyOf: (row: T) => string | null, fields: Record<string, (row: T) => bigint | number>) {
  const out = new Map<string, Row>();
  for (const [key, group] of groupBy(rows, keyOf))
    out.set(
      key,
      Object.fromEntries(
        Object.entries(fields).map(([f, of]) => [f, group.reduce((s, r) => s + BigInt(of(r)), 0n).toString()]),
      ),
    );
  return out;
}

const TOP_NUMBERS = 10;
const TOP_TICKETS = 20;

/** The first `n` of each partition, in the given order. */
function topOf<T>(rows: T[], partition: (row: T) => string, order: (a: T, b: T) => number, n: number): T[] {
  return [...groupBy(rows, partition).values()].flatMap((group) => group.sort(order).slice(0, n));
}
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

export async function checkRowReports(checker: BooksChecker, rows: RawRows, scope: Scope, from: string, to: string) {
  const range = { from_date: from, to_date: to };
  const label = `${scope.label} ${from}…${to}`;
  const mine = <T extends { path: string; date: string }>(list: T[]) =>
    list.filter((r) => checker.inScope(scope, r.path) && checker.inRange(r.date, from, to));
  const tickets = mine(rows.tickets);
  const live = tickets.filter((t) => t.status !== 'ANULADO');
  const numbers = mine(rows.numbers).filter((n) => !n.annulled);
  const ask = (path: string, query: Record<string, string> = {}) =>
    checker.get<Answer>(scope, path, { ...range, per_page: '500', ...query });
  /** Every field of the expected rows compared, and a row the product gives that the raw rows do not fails. */
  const check: Check = (name, fields, expected, answer, keyOf) =>
    checker.compare(
      name,
      label,
      expected,
      answer.data.map((r) => ({ ...r, currency: String(r.currency) })),
      keyOf,
      fields,
    );
  const totals: Totals = (name, fields, expected, answer) =>
    check(`${name}: totales`, fields, expected, { data: answer.totals ?? [] }, () => 'total');

  // Top numbers: per product and currency the ten played most (net of annulments), ties by number, bet type.
  const played = [...groupBy(numbers, (n) => `${n.product}|${n.betType}|${n.number}|${n.currency}`).values()].map(
    (g) => ({
      ...g[0]!,
      amount: g.reduce((s, n) => s + n.amount, 0n),
      plays: g.reduce((s, n) => s + n.plays, 0),
    }),
  );
  const top = topOf(
    played.filter((n) => n.amount > 0n),
    (n) => `${n.product}|${n.currency}`,
    (a, b) => byBig(b.amount, a.amount) || byText(a.number, b.number) || a.betType - b.betType,
    TOP_NUMBERS,
  );
  check(
    'KPI números más jugados',
    ['amount', 'plays'],
    new Map(
      top.map((n) => [
        `${n.product}|${n.betType}|${n.number}|${n.currency}`,
        { amount: String(n.amount), plays: String(n.plays) },
      ]),
    ),
    await ask(kpiTopNumbers.path),
    (r) => `${(r.product as { id: number }).id}|${(r.bet_type as { id: number }).id}|${String(r.number)}`,
  );

  // Top tickets: per currency the twenty largest not annulled, with their state now.
  const stateOf = (t: TicketRow) => (t.expired ? 'VENCIDO' : t.status);
  const topTickets = topOf(
    live,
    (t) => t.currency,
    (a, b) => byBig(b.total, a.total) || a.id - b.id,
    TOP_TICKETS,
  );
  check(
    'KPI tickets de mayor monto',
    ['total', 'prize_total', 'status', 'business_date'],
    new Map(
      topTickets.map((t) => [
        `${t.id}|${t.currency}`,
        { total: String(t.total), prize_total: String(t.prize), status: stateOf(t), business_date: t.date },
      ]),
    ),
    await ask(kpiTopTickets.path),
    (r) => String(r.id),
  );

  check(
    'KPI ventas por hora',
    ['tickets', 'sales'],
    sumBy(live, (t) => `${t.hour}|${t.currency}`, { tickets: () => 1, sales: (t) => t.total }),
    await ask(kpiSalesByHour.path),
    (r) => String(r.hour),
  );

  // Detailed prizes: each winning play of a ticket that holds its prize, and its state now.
  const prizes = mine(rows.prizes).filter((p) => ['ACTIVO', 'PREMIADO', 'PAGADO'].includes(p.status));
  const state = (p: { status: string; expired: boolean }) =>
    p.status === 'PAGADO' ? 'PAGADO' : p.expired ? 'VENCIDO' : 'POR_PAGAR';
  const prizePage = await ask(listDetailedPrizes.path);
  check(
    'premios detallados',
    ['amount', 'prize', 'state'],
    new Map(
      prizes.map((p) => [
        `${p.id}|${p.currency}`,
        { amount: String(p.amount), prize: String(p.prize), state: state(p) },
      ]),
    ),
    prizePage,
    (r) => String(r.id),
  );
  const prizeSums = (s: string) => (p: (typeof prizes)[number]) => (state(p) === s ? p.prize : 0n);
  totals(
    'premios detallados',
    ['prizes', 'amount', 'prize', 'paid', 'pending', 'expired'],
    sumBy(prizes, (p) => `total|${p.currency}`, {
      prizes: () => 1,
      amount: (p) => p.amount,
      prize: (p) => p.prize,
      paid: prizeSums('PAGADO'),
      pending: prizeSums('POR_PAGAR'),
      expired: prizeSums('VENCIDO'),
    }),
    prizePage,
  );

  // Online sales: the money of each channel (ADR 051 shares) and its tickets not annulled.
  const money = ['sold', 'annulled', 'sales', 'prizes', 'commission', 'net'] as const;
  const online = [...money, 'tickets'];
  const plays = checker.plays(scope, from, to);
  const withTickets = (expected: Map<string, Row>, keyOf: (t: TicketRow) => string) => {
    for (const [key, group] of groupBy(live, (t) => `${keyOf(t)}|${t.currency}`))
      expected.set(key, {
        ...(expected.get(key) ?? Object.fromEntries(money.map((f) => [f, '0']))),
        tickets: String(group.length),
      });
    for (const row of expected.values()) row.tickets ??= '0';
    return expected;
  };
  const summary = await ask(listOnlineSalesSummary.path);
  check(
    'ventas en línea',
    online,
    withTickets(
      checker.grouped(plays, (p) => p.channel, money),
      (t) => t.channel,
    ),
    summary,
    (r) => String(r.channel),
  );
  totals(
    'ventas en línea',
    online,
    withTickets(checker.totals(plays, money), () => 'total'),
    summary,
  );
  const group = (path: string) => String(checker.groupOf(scope, path, null));
  const detail = await ask(listOnlineSalesDetail.path);
  check(
    'ventas en línea por asociado',
    online,
    withTickets(
      checker.grouped(plays, (p) => `${p.date}|${group(p.path)}|${p.channel}`, money),
      (t) => `${t.date}|${group(t.path)}|${t.channel}`,
    ),
    detail,
    (r) => `${String(r.business_date)}|${String(r.partner_id)}|${String(r.channel)}`,
  );
  totals(
    'ventas en línea por asociado',
    online,
    withTickets(checker.totals(plays, money), () => 'total'),
    detail,
  );

  // Tickets played: per state now (an expired prize apart), with what they were sold for and their prizes.
  const byStatus = await ask(listTicketsPlayed.path);
  const ticketSums = { tickets: () => 1, amount: (t: TicketRow) => t.total, prizes: (t: TicketRow) => t.prize };
  const ticketFields = Object.keys(ticketSums);
  check(
    'tickets jugados',
    ticketFields,
    sumBy(tickets, (t) => `${stateOf(t)}|${t.currency}`, ticketSums),
    byStatus,
    (r) => String(r.status),
  );
  totals(
    'tickets jugados',
    ticketFields,
    sumBy(tickets, (t) => `total|${t.currency}`, ticketSums),
    byStatus,
  );

  await checkBets(checker, numbers, scope, { from, to }, check, totals);
}

const playSums = {
  amount: (n: NumberCell) => n.amount,
  plays: (n: NumberCell) => n.plays,
  prize: (n: NumberCell) => n.prize,
  prize_plays: (n: NumberCell) => n.prizePlays,
};
const PLAY_FIELDS = Object.keys(playSums);

/**
 * The bet reports: the last day's bets per draw, bet type and number (with the payout if it comes
 * out), one number over the period, and the plays of each Panamá taquilla per day and product.
 * Plays of tickets not annulled; a group without any is not shown.
 */
async function checkBets(
  checker: BooksChecker,
  numbers: NumberCell[],
  scope: Scope,
  period: { from: string; to: string },
  check: Check,
  totals: Totals,
) {
  const { from, to } = period;
  const day = numbers.filter((n) => n.date === to);
  const expected = sumBy(day, (n) => `${n.occurrence}|${n.betTypeCode}|${n.number}|${n.currency}`, playSums);
  for (const [key, row] of expected) {
    const multiplier = day.find(
      (n) => `${n.occurrence}|${n.betTypeCode}|${n.number}|${n.currency}` === key,
    )!.multiplier;
    row.payout = multiplier === null ? null : String(timesMultiplier(BigInt(row.amount!), multiplier));
  }
  const daily = await checker.get<Answer>(scope, listDailyBets.path, { date: to, per_page: '500' });
  const dailyKey = (r: Record<string, unknown>) =>
    `${String(r.occurrence_id)}|${String(r.bet_type)}|${String(r.number)}`;
  check('jugadas del día', [...PLAY_FIELDS, 'payout'], expected, daily, dailyKey);
  totals(
    'jugadas del día',
    PLAY_FIELDS,
    sumBy(day, (n) => `total|${n.currency}`, playSums),
    daily,
  );

  // One number (the scope's first played, without its sign) on every day and draw of the period.
  const number = [...numbers].sort((a, b) => (a.number < b.number ? -1 : 1))[0]?.number.split('/')[0];
  if (number !== undefined) {
    const mine = numbers.filter((n) => n.number === number || n.number.startsWith(`${number}/`));
    const page = await checker.get<Answer>(scope, listBetNumber.path, {
      from_date: from,
      to_date: to,
      number,
      per_page: '500',
    });
    check(
      `número ${number}`,
      PLAY_FIELDS,
      sumBy(mine, (n) => `${n.date}|${n.occurrence}|${n.betTypeCode}|${n.number}|${n.currency}`, playSums),
      page,
      (r) => `${String(r.business_date)}|${dailyKey(r)}`,
    );
    totals(
      `número ${number}`,
      PLAY_FIELDS,
      sumBy(mine, (n) => `total|${n.currency}`, playSums),
      page,
    );
  }

  const panama = numbers.filter((n) => n.country === 'PA');
  const pa = await checker.get<Answer>(scope, listDailyTerminalPaBets.path, {
    from_date: from,
    to_date: to,
    per_page: '500',
  });
  check(
    'jugadas de taquillas de Panamá',
    PLAY_FIELDS,
    sumBy(panama, (n) => `${n.date}|${chainOf(n.path).at(-1)}|${n.product}|${n.currency}`, playSums),
    pa,
    (r) => `${String(r.business_date)}|${String(r.taquilla_id)}|${String(r.product_id)}`,
  );
  totals(
    'jugadas de taquillas de Panamá',
    PLAY_FIELDS,
    sumBy(panama, (n) => `total|${n.currency}`, playSums),
    pa,
  );
}
