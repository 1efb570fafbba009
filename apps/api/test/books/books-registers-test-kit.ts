import {
  approveCashRegister,
  cashRegisterSummary,
  cashResume,
  createCashRegister,
  getCashRegister,
  listCashRegisters,
  resetCashRegister,
  sendCashRegister,
  updateCashRegister,
  type CashRegister,
  type CashRegisterStatus,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/raw-query';
import { openRegisterFor } from '../../src/modules/cash';
import type { CashDay } from './books-cash-test-kit';
import { compareRows, type BooksChecker } from './books-checks-test-kit';
import { amountOf, type BusinessPlan, type RegisterPath } from './books-plan-test-kit';
import type { BooksPartner, BooksWorld } from './books-write-test-kit';

/*
 * Cash registers (arqueos) through their states (ADR 045, 052), over the plan's days and today:
 * registers of the demo agency's taquillas left open, counted, sent, sent back (RETURNED,
 * «Devuelto»), approved, or sent back and approved after a second count. Every register's cash
 * line, and the lists the agency and the banca read (the registers and their totals, the totals
 * per state, the resume per day and agency with its counts per state), against the raw rows: the
 * day's tickets sold and annulled at the taquilla, prizes paid there, the fund in force and the
 * cash day's movements (books-cash-test-kit.ts), with the states and counts the test gave.
 */

const AGENCY = 'ACE1';
/** The cash day's taquilla (books-cash-test-kit.ts). */
const TAQUILLA = 'ACE1-T1';
/** Works every register of its taquillas: counts, sends, sends back and approves them. */
const AGENCY_USER = 'agencia';
const CASH = 'EFECTIVO';

const STATUS_OF: Record<RegisterPath, CashRegisterStatus> = {
  open: 'CREATED',
  counted: 'UPDATED',
  sent: 'SENT',
  returned: 'RETURNED',
  approved: 'APPROVED',
  'returned-approved': 'APPROVED',
};
const RETURNED_WITH = 'Cuente de nuevo el efectivo';

/** A register as the test left it: whose, which day, its state and what was counted. */
interface Walked {
  id: number;
  taquilla: BooksPartner;
  date: string;
  status: CashRegisterStatus;
  observation: string | null;
  counted: bigint | null;
}

async function step(world: BooksWorld, path: string, body: object): Promise<CashRegister> {
  const response = await world.as(AGENCY_USER, 'POST', path, body);
  if (response.statusCode !== 200) throw new Error(`arqueo ${path}: ${response.statusCode} ${response.body}`);
  return response.json<CashRegister>();
}

/**
 * Takes each planned register through its states. Today's is opened as the taquilla opens it;
 * one of a past day as the product opens a day that had none (the agency asks for it, ADR 052).
 */
export async function writeRegisters(
  world: BooksWorld,
  plan: BusinessPlan,
  cashDay: CashDay,
  other: OtherCash | null,
): Promise<Walked[]> {
  const agency = world.partners.find((p) => p.code === AGENCY)!;
  const taquillas = world.taquillas.filter((t) => t.parent_id === agency.id);
  const walked: Walked[] = [];
  const seen = new Set<string>();
  // The registers the day's movements opened (the cash day's at ACE1-T1, the polla's) are always
  // among them, left as the plan says or open.
  const opened = [TAQUILLA, ...(other ? [other.taquilla] : [])].map((code) => ({
    taquilla: taquillas.findIndex((t) => t.code === code),
    day: plan.days,
    path: 'open' as const,
    counted: 0,
    recounted: 0,
  }));
  const planned = [...plan.registers, ...opened];
  for (const r of planned) {
    const taquilla = taquillas[r.taquilla % taquillas.length]!;
    const date = r.day >= world.dates.length ? cashDay.today : world.dates[r.day]!;
    if (seen.has(`${taquilla.id}|${date}`)) continue;
    seen.add(`${taquilla.id}|${date}`);
    const id =
      date === cashDay.today
        ? (await step(world, createCashRegister.path, { taquilla_id: taquilla.id, currency: taquilla.currency })).id
        : (await openRegisterFor(world.db, taquilla.id, taquilla.currency, date)).id;
    const ref = { cash_register_id: id };
    const count = async (fraction: number) => {
      const counted = amountOf(taquilla.currency, fraction);
      await step(world, updateCashRegister.path, {
        ...ref,
        counts: [{ payment_method: CASH, counted: counted.toString() }],
      });
      return counted;
    };
    let counted: bigint | null = null;
    if (r.path !== 'open') counted = await count(r.counted);
    if (r.path !== 'open' && r.path !== 'counted') await step(world, sendCashRegister.path, ref);
    if (r.path === 'returned' || r.path === 'returned-approved')
      await step(world, resetCashRegister.path, { ...ref, observation: RETURNED_WITH });
    if (r.path === 'returned-approved') {
      counted = await count(r.recounted);
      await step(world, sendCashRegister.path, ref);
    }
    if (r.path === 'approved' || r.path === 'returned-approved') await step(world, approveCashRegister.path, ref);
    const observation = r.path === 'returned' || r.path === 'returned-approved' ? RETURNED_WITH : null;
    walked.push({ id, taquilla, date, status: STATUS_OF[r.path], observation, counted });
  }
  return walked;
}

type Line = Record<string, string | null>;

/** Today's cash movements at one taquilla besides the cash day's (the polla's sales and annulments). */
export interface OtherCash {
  taquilla: string;
  incomes: bigint;
  outcomes: bigint;
}

/** Each register's cash line from the raw rows: the day's sales, annulments and prizes at its taquilla. */
async function expectedLines(
  world: BooksWorld,
  walked: Walked[],
  cashDay: CashDay,
  other: OtherCash | null,
): Promise<Map<number, Line>> {
  const ids = `{${[...new Set(walked.map((w) => w.taquilla.id))].join(',')}}`;
  const zone = sql`coalesce((SELECT timezone FROM banca_settings WHERE partner_id = split_part(tq.path, '/', 2)::int), 'America/Caracas')`;
  const rows = await rowsOf<{ key: string; sales: string; annulments: string; prizes: string; fund: string }>(
    world.db,
    sql`WITH days AS (SELECT DISTINCT d::date AS d FROM unnest(${`{${walked.map((w) => w.date).join(',')}}`}::date[]) d)
        SELECT tq.id || '|' || days.d::text AS key,
               coalesce((SELECT sum(t.total) FROM tickets t WHERE t.taquilla_id = tq.id AND t.currency = tq.currency
                           AND t.business_date = days.d), 0)::text AS sales,
               coalesce((SELECT sum(t.total) FROM tickets t WHERE t.taquilla_id = tq.id AND t.currency = tq.currency
                           AND t.status = 'ANULADO' AND (t.annulled_at AT TIME ZONE ${zone})::date = days.d
                           AND t.business_date BETWEEN days.d - 7 AND days.d), 0)::text AS annulments,
               coalesce((SELECT sum(k.prize_total) FROM prize_payments pp JOIN tickets k ON k.id = pp.ticket_id
                          WHERE pp.taquilla_id = tq.id AND k.currency = tq.currency
                            AND (pp.paid_at AT TIME ZONE ${zone})::date = days.d), 0)::text AS prizes,
               coalesce((SELECT f.amount FROM cash_funds f WHERE f.taquilla_id = tq.id AND f.currency = tq.currency
                          ORDER BY f.id DESC LIMIT 1), 0)::text AS fund
          FROM partners tq, days WHERE tq.id = ANY (${ids}::int[])`,
  );
  const raw = new Map(rows.map((r) => [r.key, r]));
  const lines = new Map<number, Line>();
  for (const w of walked) {
    const r = raw.get(`${w.taquilla.id}|${w.date}`)!;
    const moved = w.taquilla.code === TAQUILLA && w.date === cashDay.today;
    const elsewhere = other !== null && w.taquilla.code === other.taquilla && w.date === cashDay.today;
    const incomes = (moved ? cashDay.incomes : 0n) + (elsewhere ? other.incomes : 0n);
    const outcomes = (moved ? cashDay.outcomes : 0n) + (elsewhere ? other.outcomes : 0n);
    const reloads = moved ? cashDay.reloads : 0n;
    const expected =
      BigInt(r.fund) + BigInt(r.sales) - BigInt(r.annulments) - BigInt(r.prizes) + incomes - outcomes + reloads;
    lines.set(w.id, {
      status: w.status,
      observation: w.observation,
      opening_fund: r.fund,
      sales: r.sales,
      annulments: r.annulments,
      prizes: r.prizes,
      incomes: incomes.toString(),
      outcomes: outcomes.toString(),
      reloads: reloads.toString(),
      expected: expected.toString(),
      counted: w.counted === null ? null : w.counted.toString(),
      difference: w.counted === null ? null : (w.counted - expected).toString(),
    });
  }
  return lines;
}

const LINE_FIELDS = ['opening_fund', 'sales', 'annulments', 'prizes', 'incomes', 'outcomes', 'reloads'] as const;

/** Adds a register's figures to a group's sums (the difference of counted registers only). */
function addTo(sums: Map<string, Line>, key: string, line: Line, extra: Record<string, number> = {}) {
  const sum = sums.get(key) ?? { registers: '0', expected: '0', counted: '0', difference: '0' };
  const plus = (a: string | null, b: string | null) => (BigInt(a ?? '0') + BigInt(b ?? '0')).toString();
  sum.registers = String(Number(sum.registers) + 1);
  sum.expected = plus(sum.expected!, line.expected!);
  sum.counted = plus(sum.counted!, line.counted ?? null);
  sum.difference = plus(sum.difference!, line.difference ?? null);
  for (const [field, n] of Object.entries(extra)) sum[field] = String(Number(sum[field] ?? '0') + n);
  sums.set(key, sum);
}

const pick = (row: Record<string, unknown>, fields: readonly string[]): Line =>
  Object.fromEntries(fields.map((f) => [f, row[f] === undefined || row[f] === null ? null : String(row[f])]));

async function read<T>(world: BooksWorld, username: string, path: string, query: Record<string, string>): Promise<T> {
  const response = await world.as(username, 'GET', `${path}?${new URLSearchParams(query)}`);
  if (response.statusCode !== 200) throw new Error(`${path} (${username}): ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/**
 * Every register read alone, the register lists of the agency, its distributor and the banca (rows,
 * totals per currency, totals per state) and the banca's resume, against the direct figures.
 */
export async function checkRegisters(
  world: BooksWorld,
  walked: Walked[],
  cashDay: CashDay,
  other: OtherCash | null,
  checker: BooksChecker,
) {
  const lines = await expectedLines(world, walked, cashDay, other);
  const compare = (check: string, scope: string, expected: Map<string, Line>, actual: Map<string, Line>) =>
    compareRows(check, scope, expected, actual, checker.out, checker.tally);
  const registerFields = ['status', 'observation', 'expected', 'counted', 'difference'] as const;

  for (const w of walked) {
    const register = await read<CashRegister>(world, AGENCY_USER, getCashRegister.path, {
      cash_register_id: String(w.id),
    });
    const want = lines.get(w.id)!;
    const label = `${w.taquilla.code} ${w.date}`;
    compare(
      'arqueo',
      label,
      new Map([['arqueo', pick(want, registerFields)]]),
      new Map([['arqueo', pick(register, registerFields)]]),
    );
    const lineFields = [...LINE_FIELDS, 'expected', 'counted', 'difference'];
    compare(
      'arqueo: línea de efectivo',
      label,
      new Map([[CASH, pick(want, lineFields)]]),
      new Map(register.lines.map((l) => [l.payment_method, pick(l, lineFields)])),
    );
  }

  const from = world.dates[0]!;
  const range = { from_date: from, to_date: cashDay.today, per_page: '500' };
  const byRegister = new Map<string, Line>();
  const totals = new Map<string, Line>();
  const byState = new Map<string, Line>();
  for (const w of walked) {
    const line = lines.get(w.id)!;
    byRegister.set(String(w.id), pick(line, registerFields));
    addTo(totals, w.taquilla.currency, line);
    addTo(byState, `${w.taquilla.currency}|${w.status}`, line);
  }
  const sumFields = ['registers', 'expected', 'counted', 'difference'] as const;
  type Page = { data: (CashRegister & Record<string, unknown>)[]; totals: Record<string, unknown>[] };
  for (const username of [AGENCY_USER, 'distribuidor', 'admin']) {
    const page = await read<Page>(world, username, listCashRegisters.path, range);
    const scope = `${username} ${from}…${cashDay.today}`;
    compare('arqueos', scope, byRegister, new Map(page.data.map((r) => [String(r.id), pick(r, registerFields)])));
    compare(
      'arqueos: totales',
      scope,
      totals,
      new Map(page.totals.map((t) => [String(t.currency), pick(t, sumFields)])),
    );
    const states = await read<Record<string, unknown>[]>(world, username, cashRegisterSummary.path, range);
    compare(
      'arqueos por estado',
      scope,
      byState,
      new Map(states.map((s) => [`${s.currency}|${s.status}`, pick(s, sumFields)])),
    );
  }

  // The resume: per day, agency and currency, how many registers in each state and their sums.
  const stateCounts = (status: CashRegisterStatus) => ({
    created: status === 'CREATED' || status === 'UPDATED' ? 1 : 0,
    returned: status === 'RETURNED' ? 1 : 0,
    sent: status === 'SENT' || status === 'RECALCULATED' ? 1 : 0,
    approved: status === 'APPROVED' ? 1 : 0,
    pending: status === 'APPROVED' ? 0 : 1,
  });
  const resume = new Map<string, Line>();
  const resumeTotals = new Map<string, Line>();
  for (const w of walked) {
    addTo(resume, `${w.date}|${w.taquilla.parent_id}|${w.taquilla.currency}`, lines.get(w.id)!, stateCounts(w.status));
    addTo(resumeTotals, w.taquilla.currency, lines.get(w.id)!, stateCounts(w.status));
  }
  const resumeFields = [...sumFields, 'created', 'returned', 'sent', 'approved', 'pending'] as const;
  const filled = (sums: Map<string, Line>) =>
    new Map(
      [...sums].map(([k, v]) => [
        k,
        pick({ created: 0, returned: 0, sent: 0, approved: 0, pending: 0, ...v }, resumeFields),
      ]),
    );
  for (const username of ['admin', 'supervisor']) {
    const page = await read<Page>(world, username, cashResume.path, range);
    const scope = `${username} ${from}…${cashDay.today}`;
    compare(
      'resumen de arqueos',
      scope,
      filled(resume),
      new Map(page.data.map((r) => [`${r.business_date}|${r.agency_id}|${r.currency}`, pick(r, resumeFields)])),
    );
    compare(
      'resumen de arqueos: totales',
      scope,
      filled(resumeTotals),
      new Map(page.totals.map((t) => [String(t.currency), pick(t, resumeFields)])),
    );
  }
}
