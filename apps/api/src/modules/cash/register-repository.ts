import { DEFAULT_TIMEZONE, type CashRegisterStatus, type Currency } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/**
 * Registers (arqueos) and the movements they count (ADR 045, 052). A register counts exactly the
 * movements of its own business date (the banca's local date): a movement belongs to the open
 * register of its taquilla, currency and date, and when that day's register was approved, to a
 * new one of the same day (`sequence` + 1). Every write into a register holds that register's row
 * lock, so an approval and a movement queue.
 */

export interface RegisterRow {
  id: number;
  taquillaId: number;
  taquillaName: string;
  agencyName: string;
  taquillaPath: string;
  businessDate: string;
  sequence: number;
  currency: Currency;
  status: CashRegisterStatus;
  openingFund: bigint;
  observation: string | null;
  sentAt: Date | null;
  approvedAt: Date | null;
  approvedBy: string | null;
}

export interface RawRegister {
  id: number;
  taquilla_id: number;
  taquilla_name: string;
  agency_name: string;
  taquilla_path: string;
  business_date: string;
  sequence: number;
  currency: Currency;
  status: CashRegisterStatus;
  opening_fund: string;
  observation: string | null;
  sent_at: Date | string | null;
  approved_at: Date | string | null;
  approved_by: string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export const toRegister = (row: RawRegister): RegisterRow => ({
  id: row.id,
  taquillaId: row.taquilla_id,
  taquillaName: row.taquilla_name,
  agencyName: row.agency_name,
  taquillaPath: row.taquilla_path,
  businessDate: row.business_date,
  sequence: row.sequence,
  currency: row.currency,
  status: row.status,
  openingFund: BigInt(row.opening_fund),
  observation: row.observation,
  sentAt: asDate(row.sent_at),
  approvedAt: asDate(row.approved_at),
  approvedBy: row.approved_by,
});

export const REGISTER_COLUMNS = sql`r.id, r.taquilla_id, tq.name AS taquilla_name, ag.name AS agency_name, tq.path AS taquilla_path,
  r.business_date::text, r.sequence::int AS sequence, r.currency, r.status, r.opening_fund::text, r.observation, r.sent_at, r.approved_at,
  ap.username AS approved_by`;
export const REGISTER_FROM = sql`cash_registers r JOIN partners tq ON tq.id = r.taquilla_id
  JOIN partners ag ON ag.id = tq.parent_id LEFT JOIN users ap ON ap.id = r.approved_by`;

/**
 * Of a register `r`: the cash it should hold (its opening fund, plus its tickets sold less those
 * annulled, plus its approved incomes less its approved outcomes), and what was counted (null
 * until counted).
 */
export const REGISTER_EXPECTED_AND_COUNTED = sql`r.opening_fund
    + coalesce((SELECT sum(CASE c.event WHEN 'VENTA' THEN c.amount ELSE -c.amount END)
                  FROM cash_ticket_claims c WHERE c.cash_register_id = r.id), 0)
    + coalesce((SELECT sum(CASE WHEN m.kind = 'EGRESO' THEN -m.amount ELSE m.amount END)
                  FROM cash_movements m WHERE m.cash_register_id = r.id AND m.status = 'APROBADO'), 0) AS expected,
    (SELECT sum(k.counted) FROM cash_register_counts k WHERE k.cash_register_id = r.id) AS counted`;

/** A register of the caller's subtree; `lock` takes its row lock (every change to it does). */
export async function findRegister(db: Db, scope: Scope, id: number, lock = false): Promise<RegisterRow | null> {
  const [row] = await rowsOf<RawRegister>(
    db,
    sql`SELECT ${REGISTER_COLUMNS} FROM ${REGISTER_FROM}
         WHERE r.id = ${id} AND tq.path LIKE ${subtreePattern(scope)} ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );
  return row ? toRegister(row) : null;
}

/** The taquilla's business date today: its banca's local date. */
export async function businessDateOf(db: Db, taquillaId: number): Promise<string> {
  const [row] = await rowsOf<{ d: string }>(
    db,
    sql`SELECT (now() AT TIME ZONE coalesce(bs.timezone, ${DEFAULT_TIMEZONE}))::date::text AS d
          FROM partners tq LEFT JOIN banca_settings bs ON bs.partner_id = split_part(tq.path, '/', 2)::int
         WHERE tq.id = ${taquillaId}`,
  );
  return row!.d;
}

/**
 * The register a movement of `date` counts in, locked: that day's open register; when there is
 * none (the day has no register yet, or its register was approved), a new one of that day, with
 * the next sequence. An approval holding the lock makes this wait, and a register it approved is
 * skipped (the row is read again after the wait).
 */
export async function openRegisterFor(
  db: Db,
  taquillaId: number,
  currency: string,
  date: string,
): Promise<{ id: number; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [open] = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM cash_registers
           WHERE taquilla_id = ${taquillaId} AND currency = ${currency} AND business_date = ${date}::date
             AND status <> 'APPROVED'
           FOR UPDATE`,
    );
    if (open) return { id: open.id, created: false };
    // Two callers making the day's register at once: one insert wins (the unique indexes), the other
    // does nothing, waits for it and finds it on the next attempt.
    const [made] = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO cash_registers (taquilla_id, business_date, sequence, currency, opening_fund)
          SELECT ${taquillaId}, ${date}::date,
                 coalesce((SELECT max(sequence) FROM cash_registers
                            WHERE taquilla_id = ${taquillaId} AND currency = ${currency} AND business_date = ${date}::date), 0) + 1,
                 ${currency}, ${currentFundSql(taquillaId, currency)}
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (made) return { id: made.id, created: true };
  }
  throw new Error(`No open cash register could be found or made for taquilla ${taquillaId}`);
}

const currentFundSql = (taquillaId: number, currency: string): SQL =>
  sql`coalesce((SELECT amount FROM cash_funds WHERE taquilla_id = ${taquillaId} AND currency = ${currency}
                 ORDER BY id DESC LIMIT 1), 0)`;

/** A register that counted something new after it was sent is RECALCULATED (the superior sees it changed). */
export async function markChanged(db: Db, registerId: number): Promise<void> {
  await db.execute(sql`UPDATE cash_registers SET updated_at = now(),
                              status = CASE WHEN status = 'SENT' THEN 'RECALCULATED' ELSE status END
                        WHERE id = ${registerId}`);
}

/**
 * Counts in the (locked, open) register the ticket sales and annulments of its own business date
 * (a sale by the ticket's business date, an annulment by the banca's local date of the annulment)
 * that no register counts yet. A day has at most one open register, so they are its own; a sale
 * of another day never counts here. A claim's key is (ticket, event): a sale or annulment counts
 * once. Answers how many were claimed.
 */
export async function claimTicketEvents(db: Db, register: RegisterRow): Promise<number> {
  const { id, taquillaId, currency, businessDate } = register;
  const annulDate = sql`(t.annulled_at AT TIME ZONE coalesce(bs.timezone, ${DEFAULT_TIMEZONE}))::date`;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`WITH sales AS (
          INSERT INTO cash_ticket_claims (ticket_id, event, cash_register_id, amount)
          SELECT t.id, 'VENTA', ${id}, t.total FROM tickets t
           WHERE t.taquilla_id = ${taquillaId} AND t.currency = ${currency} AND t.business_date = ${businessDate}::date
             AND NOT EXISTS (SELECT 1 FROM cash_ticket_claims c WHERE c.ticket_id = t.id AND c.event = 'VENTA')
          ON CONFLICT DO NOTHING RETURNING 1),
        annulments AS (
          INSERT INTO cash_ticket_claims (ticket_id, event, cash_register_id, amount)
          SELECT t.id, 'ANULACION', ${id}, t.total FROM tickets t
            LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id
           WHERE t.taquilla_id = ${taquillaId} AND t.currency = ${currency}
             AND t.business_date BETWEEN ${businessDate}::date - ${ANNULMENT_DAYS}::int AND ${businessDate}::date
             AND t.status = 'ANULADO' AND t.annulled_at IS NOT NULL AND ${annulDate} = ${businessDate}::date
             AND NOT EXISTS (SELECT 1 FROM cash_ticket_claims c WHERE c.ticket_id = t.id AND c.event = 'ANULACION')
          ON CONFLICT DO NOTHING RETURNING 1)
        SELECT ((SELECT count(*) FROM sales) + (SELECT count(*) FROM annulments))::int AS n`,
  );
  return rows[0]?.n ?? 0;
}

/** How many days after its sale an annulment is looked for (annulments come before the draw's result). */
export const ANNULMENT_DAYS = 7;

export async function openTodayRegister(db: Db, taquillaId: number, currency: string) {
  return openRegisterFor(db, taquillaId, currency, await businessDateOf(db, taquillaId));
}

export async function setStatus(
  db: Db,
  id: number,
  status: CashRegisterStatus,
  changes: { userId?: number; observation?: string | null } = {},
): Promise<void> {
  const userId = changes.userId ?? null;
  await db.execute(sql`UPDATE cash_registers SET status = ${status}, updated_at = now(),
      sent_at = CASE WHEN ${status} = 'SENT' THEN now() ELSE sent_at END,
      sent_by = CASE WHEN ${status} = 'SENT' THEN ${userId}::int ELSE sent_by END,
      approved_at = CASE WHEN ${status} = 'APPROVED' THEN now() ELSE approved_at END,
      approved_by = CASE WHEN ${status} = 'APPROVED' THEN ${userId}::int ELSE approved_by END,
      observation = ${changes.observation === undefined ? sql`observation` : sql`${changes.observation}`}
    WHERE id = ${id}`);
}

export async function saveCounts(db: Db, id: number, counts: { method: string; counted: string }[]): Promise<void> {
  for (const count of counts) {
    await db.execute(sql`INSERT INTO cash_register_counts (cash_register_id, payment_method, counted)
      VALUES (${id}, ${count.method}, ${count.counted}::bigint)
      ON CONFLICT (cash_register_id, payment_method) DO UPDATE SET counted = excluded.counted`);
  }
}

/** One term of the formula of one register: (method, term) → amount, never two currencies. */
export interface RegisterTerm {
  registerId: number;
  method: string;
  term: 'fund' | 'sales' | 'annulments' | 'prizes' | 'incomes' | 'outcomes' | 'reloads' | 'counted';
  amount: bigint;
}

/** Every term of the registers' formulas, read from what each counts. */
export async function registerTerms(db: Db, ids: readonly number[]): Promise<RegisterTerm[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<{ register_id: number; method: string; term: RegisterTerm['term']; amount: string }>(
    db,
    sql`SELECT id AS register_id, 'EFECTIVO' AS method, 'fund' AS term, opening_fund::text AS amount
          FROM cash_registers WHERE id = ANY (${intArray(ids)})
        UNION ALL
        SELECT cash_register_id, 'EFECTIVO', CASE event WHEN 'VENTA' THEN 'sales' ELSE 'annulments' END, sum(amount)::text
          FROM cash_ticket_claims WHERE cash_register_id = ANY (${intArray(ids)}) GROUP BY cash_register_id, event
        UNION ALL
        SELECT m.cash_register_id, m.payment_method,
               CASE WHEN m.kind = 'INGRESO' THEN 'incomes' WHEN m.kind = 'RECARGA' THEN 'reloads'
                    WHEN et.code = 'PAGO_PREMIO' THEN 'prizes' ELSE 'outcomes' END,
               sum(m.amount)::text
          FROM cash_movements m LEFT JOIN cash_expense_types et ON et.id = m.expense_type_id
         WHERE m.cash_register_id = ANY (${intArray(ids)}) AND m.status = 'APROBADO'
         GROUP BY 1, 2, 3
        UNION ALL
        SELECT cash_register_id, payment_method, 'counted', counted::text
          FROM cash_register_counts WHERE cash_register_id = ANY (${intArray(ids)})`,
  );
  return rows.map((row) => ({
    registerId: row.register_id,
    method: row.method,
    term: row.term,
    amount: BigInt(row.amount),
  }));
}

/** Pending incomes and outcomes per (taquilla, currency): waiting for approval, counted nowhere. */
export async function pendingCounts(db: Db, registers: readonly RegisterRow[]): Promise<Map<string, number>> {
  const taquillas = [...new Set(registers.map((register) => register.taquillaId))];
  const rows = await rowsOf<{ taquilla_id: number; currency: string; n: number }>(
    db,
    sql`SELECT taquilla_id, currency, count(*)::int AS n FROM cash_movements
         WHERE status = 'PENDIENTE' AND taquilla_id = ANY (${intArray(taquillas)}) GROUP BY 1, 2`,
  );
  return new Map(rows.map((row) => [`${row.taquilla_id}/${row.currency}`, row.n]));
}
