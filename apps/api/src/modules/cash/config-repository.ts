import type { CashConfig, CashConfigAnswer } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

const textArray = (values: readonly string[]) =>
  values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

/** A taquilla's cash settings and its funds in force (defaults when it has none). */
export async function readCashConfig(db: Db, taquillaId: number): Promise<CashConfigAnswer> {
  const [row] = await rowsOf<{ payment_methods: string[]; currencies: string[]; expense_types: string[]; income: string | null; outcome: string | null }>(
    db,
    sql`SELECT payment_methods, currencies, expense_types, income_approval_above::text AS income,
               outcome_approval_above::text AS outcome FROM cash_config WHERE taquilla_id = ${taquillaId}`,
  );
  const funds = await rowsOf<{ currency: CashConfigAnswer['currencies'][number]; amount: string }>(
    db,
    sql`SELECT DISTINCT ON (currency) currency, amount::text FROM cash_funds
         WHERE taquilla_id = ${taquillaId} ORDER BY currency, id DESC`,
  );
  return {
    taquilla_id: taquillaId,
    payment_methods: row?.payment_methods ?? [],
    currencies: (row?.currencies ?? []) as CashConfigAnswer['currencies'],
    expense_types: row?.expense_types ?? [],
    income_approval_above: row?.income ?? null,
    outcome_approval_above: row?.outcome ?? null,
    funds,
  };
}

export async function writeCashConfig(db: Db, config: CashConfig, userId: number): Promise<void> {
  await db.execute(sql`INSERT INTO cash_config (taquilla_id, payment_methods, currencies, expense_types,
        income_approval_above, outcome_approval_above, updated_by, updated_at)
      VALUES (${config.taquilla_id}, ${textArray(config.payment_methods)}, ${textArray(config.currencies)},
        ${textArray(config.expense_types)}, ${config.income_approval_above}::bigint, ${config.outcome_approval_above}::bigint,
        ${userId}, now())
      ON CONFLICT (taquilla_id) DO UPDATE SET payment_methods = excluded.payment_methods, currencies = excluded.currencies,
        expense_types = excluded.expense_types, income_approval_above = excluded.income_approval_above,
        outcome_approval_above = excluded.outcome_approval_above, updated_by = excluded.updated_by, updated_at = now()`);
}
