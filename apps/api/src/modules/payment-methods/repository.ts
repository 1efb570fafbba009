import {
  VENEZUELAN_BANKS,
  type ListPaymentMethodsQuery,
  type PartnerPaymentMethod,
  type ZSavePaymentMethodRequest,
} from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/raw-query';

export type PaymentMethodValues = z.output<typeof ZSavePaymentMethodRequest>;

const BANK_NAMES = new Map<string, string>(VENEZUELAN_BANKS.map((bank) => [bank.code, bank.name]));

type Row = Omit<PartnerPaymentMethod, 'bank_name'>;
const toMethod = (row: Row): PartnerPaymentMethod => ({
  ...row,
  bank_name: row.bank_code ? (BANK_NAMES.get(row.bank_code) ?? null) : null,
  created_at: new Date(row.created_at).toISOString(),
});

const SELECT = sql`
  SELECT m.id, m.partner_id, p.name AS partner_name, m.type, m.alias, m.description, m.bank_code, m.holder_name,
         m.holder_document_type, m.holder_document_number, m.phone, m.email, m.account_number, m.account_type,
         m.active, m.created_at::text AS created_at
    FROM payment_methods m JOIN partners p ON p.id = m.partner_id`;

const SORT: Record<string, SQL> = { alias: sql`lower(m.alias)`, type: sql`m.type`, created_at: sql`m.created_at` };

/** A partner's methods (never deleted ones), filtered. */
export function paymentMethodQueries(db: Db, partnerId: number, query: ListPaymentMethodsQuery) {
  const where = [sql`m.partner_id = ${partnerId}`, sql`m.deleted_at IS NULL`];
  if (query.search) where.push(sql`m.alias ILIKE ${containsPattern(query.search)}`);
  if (query.type) where.push(sql`m.type = ${query.type}`);
  if (query.active) where.push(sql`m.active = ${query.active === 'true'}`);
  const condition = sql.join(where, sql` AND `);
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<Row>(
          db,
          sql`${SELECT} WHERE ${condition} ORDER BY ${SORT[query.sort ?? 'alias']} ${direction}, m.id
              LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(toMethod),
    count: async () =>
      (await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payment_methods m WHERE ${condition}`))[0]!.n,
  };
}

/** A method of the partner (not deleted), optionally locked. */
export async function findOwnMethod(
  db: Db,
  partnerId: number,
  id: number,
  lock = false,
): Promise<PartnerPaymentMethod | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`${SELECT} WHERE m.id = ${id} AND m.partner_id = ${partnerId} AND m.deleted_at IS NULL
        ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
  return row ? toMethod(row) : null;
}

/** The active methods a partner receives payments in. */
export async function activeMethodsOf(db: Db, partnerId: number): Promise<PartnerPaymentMethod[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`${SELECT} WHERE m.partner_id = ${partnerId} AND m.deleted_at IS NULL AND m.active ORDER BY lower(m.alias), m.id`,
  );
  return rows.map(toMethod);
}

const columns = (v: PaymentMethodValues) => sql`
  type = ${v.type}, alias = ${v.alias}, description = ${v.description}, bank_code = ${v.bank_code ?? null},
  holder_name = ${v.holder_name}, holder_document_type = ${v.holder_document_type ?? null},
  holder_document_number = ${v.holder_document_number}, phone = ${v.phone}, email = ${v.email},
  account_number = ${v.account_number}, account_type = ${v.account_type ?? null}, active = ${v.active}`;

export async function insertMethod(db: Db, partnerId: number, v: PaymentMethodValues): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO payment_methods (partner_id, type, alias) VALUES (${partnerId}, ${v.type}, ${v.alias}) RETURNING id`,
  );
  await updateMethod(db, row!.id, v);
  return row!.id;
}

export async function updateMethod(db: Db, id: number, v: PaymentMethodValues): Promise<void> {
  await db.execute(sql`UPDATE payment_methods SET ${columns(v)}, updated_at = now() WHERE id = ${id}`);
}

/** Payments keep naming a deleted method, so it is marked, not removed. */
export async function markMethodDeleted(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`UPDATE payment_methods SET deleted_at = now(), active = false, updated_at = now() WHERE id = ${id}`,
  );
}
