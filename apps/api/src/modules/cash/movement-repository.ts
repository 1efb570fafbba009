import type {
  CashMovement,
  CashMovementKind,
  CashMovementPage,
  CashMovementStatus,
  ExpenseType,
} from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** Incomes, outcomes and reloads (one table, `kind` tells them apart; ADR 045). */

export interface NewMovement {
  kind: CashMovementKind;
  taquillaId: number;
  currency: string;
  paymentMethod: string;
  amount: string;
  reference: string | null;
  exchangeAmount: string | null;
  exchangeCurrency: string | null;
  exchangeRate: string | null;
  description: string;
  outcomeTypeId: number | null;
  ticketId: number | null;
  evidenceImageIds: number[];
  batchId: string | null;
  status: CashMovementStatus;
  /** Written by the product itself (a prize paid, a polla sale or annulment), not by a person at the cash screens. */
  writtenBySystem?: boolean;
  businessDate: string;
  cashRegisterId: number | null;
  createdBy: number;
}

const ids = (values: number[]) =>
  values.length
    ? sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;

export async function insertMovement(db: Db, m: NewMovement): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO cash_movements (kind, taquilla_id, currency, payment_method, amount, reference, exchange_amount,
          exchange_currency, exchange_rate, description, expense_type_id, ticket_id, evidence_image_ids, batch_id, status,
          business_date, cash_register_id, created_by, written_by_system)
        VALUES (${m.kind}, ${m.taquillaId}, ${m.currency}, ${m.paymentMethod}, ${m.amount}::bigint, ${m.reference},
          ${m.exchangeAmount}::bigint, ${m.exchangeCurrency}, ${m.exchangeRate}::numeric, ${m.description}, ${m.outcomeTypeId},
          ${m.ticketId}::bigint, ${ids(m.evidenceImageIds)}, ${m.batchId}, ${m.status}, ${m.businessDate}::date,
          ${m.cashRegisterId}, ${m.createdBy}, ${m.writtenBySystem ?? false})
        RETURNING id`,
  );
  return row!.id;
}

const MOVEMENT_SELECT = sql`SELECT m.id, m.kind, m.taquilla_id, tq.name AS taquilla_name, m.currency, m.payment_method,
    m.amount::text, m.reference, m.exchange_amount::text, m.exchange_currency, m.exchange_rate::text, m.description,
    et.code AS expense_type, et.name AS expense_type_name, m.ticket_id::int AS ticket_id, t.serial AS ticket_serial,
    m.evidence_image_ids, m.status, m.business_date::text, m.cash_register_id, cr.status AS cash_register_status,
    cu.username AS created_by, m.created_at,
    hu.username AS handled_by, m.handled_at, m.handle_observation, tq.path AS taquilla_path, m.created_by AS created_by_id,
    m.written_by_system
  FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id
  LEFT JOIN cash_expense_types et ON et.id = m.expense_type_id
  LEFT JOIN tickets t ON t.id = m.ticket_id LEFT JOIN cash_registers cr ON cr.id = m.cash_register_id
  JOIN users cu ON cu.id = m.created_by LEFT JOIN users hu ON hu.id = m.handled_by`;

type RawMovement = Omit<CashMovement, 'created_at' | 'handled_at'> & {
  created_at: Date | string;
  handled_at: Date | string | null;
};

const toMovement = (row: RawMovement): CashMovement => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  handled_at: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
});

/** A movement as its rules need it: with its taquilla's path, its author's id and whether the product wrote it. */
type RuleFields = { taquilla_path: string; created_by_id: number; written_by_system: boolean };
export type MovementRow = CashMovement & RuleFields;
type RawMovementRow = RawMovement & RuleFields;

/** A movement of the caller's subtree; `lock` takes its row lock. */
export async function findMovement(db: Db, scope: Scope, id: number, lock = false): Promise<MovementRow | null> {
  const [row] = await rowsOf<RawMovementRow>(
    db,
    sql`${MOVEMENT_SELECT} WHERE m.id = ${id} AND tq.path LIKE ${subtreePattern(scope)} ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
  if (!row) return null;
  const { taquilla_path, created_by_id, written_by_system } = row;
  return { ...toMovement(row), taquilla_path, created_by_id, written_by_system };
}

/** A movement the caller's own use case just wrote or locked (no scope: the id came from the database). */
export const movementById = (db: Db, id: number) => findMovement(db, { partnerId: 0, path: '/' }, id);

export async function setMovementState(
  db: Db,
  id: number,
  change: {
    status: CashMovementStatus;
    cashRegisterId: number | null;
    businessDate?: string;
    handledBy?: number;
    observation?: string | null;
  },
): Promise<void> {
  await db.execute(sql`UPDATE cash_movements SET status = ${change.status}, cash_register_id = ${change.cashRegisterId},
      business_date = ${change.businessDate === undefined ? sql`business_date` : sql`${change.businessDate}::date`},
      handled_by = ${change.handledBy === undefined ? sql`handled_by` : sql`${change.handledBy}`},
      handled_at = ${change.handledBy === undefined ? sql`handled_at` : sql`now()`},
      handle_observation = ${change.observation === undefined ? sql`handle_observation` : sql`${change.observation}`}
    WHERE id = ${id}`);
}

export interface MovementFilters {
  kinds: readonly CashMovementKind[];
  fromDate: string;
  toDate: string;
  partnerPath: string | null;
  statuses?: readonly CashMovementStatus[] | undefined;
  currency?: string | undefined;
  cashRegisterId?: number | undefined;
  /** Only movements of taquillas strictly below this partner (a superior's transactions). */
  belowPartnerId?: number | undefined;
  /** Only movements a superior approved or rejected. */
  handledOnly?: boolean | undefined;
}

function movementWhere(scope: Scope, f: MovementFilters): SQL {
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  return sql`WHERE tq.path LIKE ${subtreePattern(scope)} AND m.kind IN (${list(f.kinds)})
    AND m.business_date BETWEEN ${f.fromDate}::date AND ${f.toDate}::date
    ${f.partnerPath ? sql`AND tq.path LIKE ${f.partnerPath + '%'}` : sql``}
    ${f.statuses?.length ? sql`AND m.status IN (${list(f.statuses)})` : sql``}
    ${f.currency ? sql`AND m.currency = ${f.currency}` : sql``}
    ${f.cashRegisterId ? sql`AND m.cash_register_id = ${f.cashRegisterId}` : sql``}
    ${f.belowPartnerId ? sql`AND m.taquilla_id <> ${f.belowPartnerId}` : sql``}
    ${f.handledOnly ? sql`AND m.handled_by IS NOT NULL` : sql``}`;
}

const MOVEMENT_ORDER: Record<string, SQL> = {
  created_at: sql`m.created_at`,
  amount: sql`m.amount`,
  business_date: sql`m.business_date`,
  taquilla_name: sql`tq.name`,
};

export async function listMovements(
  db: Db,
  scope: Scope,
  filters: MovementFilters,
  page: { sort?: string | undefined; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<CashMovement[]> {
  const direction = page.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await rowsOf<RawMovement>(
    db,
    sql`${MOVEMENT_SELECT} ${movementWhere(scope, filters)}
        ORDER BY ${MOVEMENT_ORDER[page.sort ?? 'created_at'] ?? MOVEMENT_ORDER.created_at} ${direction}, m.id
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map(toMovement);
}

export async function countMovements(db: Db, scope: Scope, filters: MovementFilters): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id ${movementWhere(scope, filters)}`,
  );
  return row?.n ?? 0;
}

/** Totals per currency over every movement of the filters. */
export async function movementTotals(
  db: Db,
  scope: Scope,
  filters: MovementFilters,
): Promise<CashMovementPage['totals']> {
  return rowsOf<CashMovementPage['totals'][number]>(
    db,
    sql`SELECT m.currency, count(*)::int AS movements, sum(m.amount)::text AS amount
          FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id ${movementWhere(scope, filters)}
         GROUP BY m.currency ORDER BY m.currency`,
  );
}

/** Counts and amounts per currency, kind and state over every movement of the filters. */
export async function movementTotalsByState(db: Db, scope: Scope, filters: MovementFilters) {
  return rowsOf<{
    currency: string;
    kind: CashMovementKind;
    status: CashMovementStatus;
    movements: number;
    amount: string;
  }>(
    db,
    sql`SELECT m.currency, m.kind, m.status, count(*)::int AS movements, sum(m.amount)::text AS amount
          FROM cash_movements m JOIN partners tq ON tq.id = m.taquilla_id ${movementWhere(scope, filters)}
         GROUP BY m.currency, m.kind, m.status ORDER BY m.currency, m.kind, m.status`,
  );
}

export async function referenceTaken(db: Db, reference: string): Promise<boolean> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM cash_movements WHERE reference = ${reference}) AS taken`,
  );
  return row?.taken ?? false;
}

/** Writes a correction of what a person typed; what the change leaves out stays as it was. */
export async function correctMovement(
  db: Db,
  id: number,
  change: {
    amount?: string | undefined;
    payment_method?: string | undefined;
    description?: string | undefined;
    reference?: string | undefined;
  },
): Promise<void> {
  await db.execute(sql`UPDATE cash_movements SET
      amount = ${change.amount === undefined ? sql`amount` : sql`${change.amount}::bigint`},
      payment_method = ${change.payment_method ?? sql`payment_method`},
      description = ${change.description ?? sql`description`},
      reference = ${change.reference ?? sql`reference`}
    WHERE id = ${id}`);
}

/** Whether another movement than `id` already carries the reference. */
export async function referenceTakenByOther(db: Db, reference: string, id: number): Promise<boolean> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM cash_movements WHERE reference = ${reference} AND id <> ${id}) AS taken`,
  );
  return row?.taken ?? false;
}

/** The outcome types (egresos) in use, the product's own first. */
export async function outcomeTypes(db: Db): Promise<ExpenseType[]> {
  return rowsOf<ExpenseType>(
    db,
    sql`SELECT id, code, name, system FROM cash_expense_types WHERE active ORDER BY system DESC, name`,
  );
}

export async function outcomeTypeByCode(db: Db, code: string): Promise<ExpenseType | null> {
  const [row] = await rowsOf<ExpenseType>(
    db,
    sql`SELECT id, code, name, system FROM cash_expense_types WHERE code = ${code} AND active`,
  );
  return row ?? null;
}

/** The taquilla's cash settings (absent: no approvals needed, every method and type accepted). */
export async function cashConfigOf(
  db: Db,
  taquillaId: number,
): Promise<{
  paymentMethods: string[];
  currencies: string[];
  outcomeTypes: string[];
  incomeAbove: bigint | null;
  outcomeAbove: bigint | null;
}> {
  const [row] = await rowsOf<{
    payment_methods: string[];
    currencies: string[];
    expense_types: string[];
    income: string | null;
    outcome: string | null;
  }>(
    db,
    sql`SELECT payment_methods, currencies, expense_types, income_approval_above::text AS income,
               outcome_approval_above::text AS outcome FROM cash_config WHERE taquilla_id = ${taquillaId}`,
  );
  return {
    paymentMethods: row?.payment_methods ?? [],
    currencies: row?.currencies ?? [],
    outcomeTypes: row?.expense_types ?? [],
    incomeAbove: row?.income == null ? null : BigInt(row.income),
    outcomeAbove: row?.outcome == null ? null : BigInt(row.outcome),
  };
}
