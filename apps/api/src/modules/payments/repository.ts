import type { Payment, PaymentStatus } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** The payment's figures as the use cases write them. */
export interface PaymentValues {
  payerId: number;
  payeeId: number;
  paymentMethodId: number;
  accountId: number;
  paymentDate: string;
  currency: string;
  amount: bigint;
  reference: string;
  observation: string;
}

export interface PaymentFilters {
  from?: string | undefined;
  to?: string | undefined;
  currency?: string | undefined;
  status?: PaymentStatus | undefined;
  direction?: 'sent' | 'received' | undefined;
  sort?: 'payment_date' | 'created_at' | 'amount' | undefined;
  order: 'asc' | 'desc';
}

type Row = Omit<Payment, 'created_at' | 'decided_at'> & { created_at: string; decided_at: string | null };
const toPayment = (row: Row): Payment => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});

/** A payment exists for a caller when its payer or its payee lies in the caller's subtree. */
const visible = (scope: Scope): SQL =>
  sql`(payer.path LIKE ${subtreePattern(scope)} OR payee.path LIKE ${subtreePattern(scope)})`;

const SELECT = (partnerId: number) => sql`
  SELECT pm.id::int AS id, pm.payer_id, payer.name AS payer_name, pm.payee_id, payee.name AS payee_name,
         pm.payer_id = ${partnerId} AS sent, (pm.payee_id = ${partnerId} AND pm.status = 'PENDING') AS decidable,
         pm.payment_method_id, m.alias AS payment_method_alias, m.type AS payment_method_type,
         pm.account_id, a.name AS account_name, pm.payment_date::text AS payment_date, pm.currency,
         pm.amount::text AS amount, pm.reference, pm.observation, pm.status, pm.rejection_observation,
         coalesce((SELECT array_agg(pi.image_id ORDER BY pi.image_id) FROM payment_images pi WHERE pi.payment_id = pm.id),
                  '{}') AS image_ids,
         author.name AS created_by, pm.created_at::text AS created_at, decider.name AS decided_by,
         pm.decided_at::text AS decided_at, (SELECT e.id::int FROM ledger_entries e WHERE e.payment_id = pm.id) AS entry_id
    FROM payments pm
    JOIN partners payer ON payer.id = pm.payer_id
    JOIN partners payee ON payee.id = pm.payee_id
    JOIN payment_methods m ON m.id = pm.payment_method_id
    JOIN accounts a ON a.id = pm.account_id
    JOIN users author ON author.id = pm.created_by
    LEFT JOIN users decider ON decider.id = pm.decided_by`;

const SORT: Record<string, SQL> = {
  payment_date: sql`pm.payment_date`,
  created_at: sql`pm.created_at`,
  amount: sql`pm.amount`,
};

function whereOf(scope: Scope, filters: PaymentFilters): SQL {
  const where = [visible(scope), sql`pm.status <> 'DELETED'`];
  if (filters.status) where[1] = sql`pm.status = ${filters.status}`;
  if (filters.from) where.push(sql`pm.payment_date >= ${filters.from}::date`);
  if (filters.to) where.push(sql`pm.payment_date <= ${filters.to}::date`);
  if (filters.currency) where.push(sql`pm.currency = ${filters.currency}`);
  if (filters.direction === 'sent') where.push(sql`payer.path LIKE ${subtreePattern(scope)}`);
  if (filters.direction === 'received') where.push(sql`payee.path LIKE ${subtreePattern(scope)}`);
  return sql.join(where, sql` AND `);
}

export function paymentQueries(db: Db, scope: Scope, filters: PaymentFilters) {
  const where = whereOf(scope, filters);
  const direction = filters.order === 'desc' ? sql`DESC` : sql`ASC`;
  return {
    rows: async (limit: number, offset: number) =>
      (
        await rowsOf<Row>(
          db,
          sql`${SELECT(scope.partnerId)} WHERE ${where}
               ORDER BY ${SORT[filters.sort ?? 'created_at']} ${direction}, pm.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map(toPayment),
    count: async () =>
      (
        await rowsOf<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM payments pm JOIN partners payer ON payer.id = pm.payer_id
               JOIN partners payee ON payee.id = pm.payee_id WHERE ${where}`,
        )
      )[0]!.n,
  };
}

/** A payment the caller may see (not deleted), optionally locked, or null. */
export async function findPayment(db: Db, scope: Scope, id: number, lock = false): Promise<Payment | null> {
  const [row] = await rowsOf<Row>(
    db,
    sql`${SELECT(scope.partnerId)} WHERE pm.id = ${id} AND ${visible(scope)} AND pm.status <> 'DELETED'
        ${lock ? sql`FOR UPDATE OF pm` : sql``}`,
  );
  return row ? toPayment(row) : null;
}

/**
 * The state change, guarded: only from `from`, only by the partner `by` is on the side of.
 * Concurrent changes queue on the row; the ones after the first find it moved and change nothing.
 */
export async function movePayment(
  db: Db,
  id: number,
  change: {
    from: readonly PaymentStatus[];
    to: PaymentStatus;
    side: 'payer_id' | 'payee_id';
    by: number;
    userId: number;
    observation?: string | null;
  },
): Promise<boolean> {
  const decided = change.to === 'CONFIRMED' || change.to === 'REJECTED';
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE payments SET status = ${change.to}, updated_at = now(),
               rejection_observation = ${change.to === 'REJECTED' ? (change.observation ?? null) : sql`rejection_observation`},
               decided_by = ${decided ? change.userId : sql`decided_by`}, decided_at = ${decided ? sql`now()` : sql`decided_at`}
         WHERE id = ${id} AND status IN (${sql.join(
           change.from.map((s) => sql`${s}`),
           sql`, `,
         )})
           AND ${sql.identifier(change.side)} = ${change.by}
     RETURNING id::text`,
  );
  return rows.length === 1;
}

export async function insertPayment(db: Db, values: PaymentValues, userId: number): Promise<number> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO payments (payer_id, payee_id, payment_method_id, account_id, payment_date, currency, amount,
                              reference, observation, created_by)
        VALUES (${values.payerId}, ${values.payeeId}, ${values.paymentMethodId}, ${values.accountId},
                ${values.paymentDate}::date, ${values.currency}, ${values.amount.toString()}::bigint, ${values.reference},
                ${values.observation}, ${userId})
     RETURNING id::text`,
  );
  return Number(row!.id);
}

/** A correction sent again: new figures, pending again, the rejection forgotten. */
export async function resubmitPayment(db: Db, id: number, values: PaymentValues): Promise<void> {
  await db.execute(sql`UPDATE payments SET payment_method_id = ${values.paymentMethodId}, account_id = ${values.accountId},
      payment_date = ${values.paymentDate}::date, currency = ${values.currency}, amount = ${values.amount.toString()}::bigint,
      reference = ${values.reference}, observation = ${values.observation}, status = 'PENDING',
      rejection_observation = NULL, decided_by = NULL, decided_at = NULL, updated_at = now()
    WHERE id = ${id}`);
}

export async function replaceImages(db: Db, paymentId: number, imageIds: readonly number[]): Promise<void> {
  await db.execute(sql`DELETE FROM payment_images WHERE payment_id = ${paymentId}`);
  if (imageIds.length) {
    await db.execute(sql`INSERT INTO payment_images (payment_id, image_id)
      SELECT ${paymentId}, unnest(${intArray(imageIds)})`);
  }
}

/**
 * The evidence images a caller may attach: private images it uploaded and no other payment
 * holds, or those this payment already has.
 */
export async function attachableImages(db: Db, userId: number, paymentId: number | null, ids: readonly number[]) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT i.id FROM images i
         WHERE i.id = ANY (${intArray(ids)}) AND i.storage_key LIKE 'private/%'
           AND ((i.uploaded_by = ${userId} AND NOT EXISTS (SELECT 1 FROM payment_images pi WHERE pi.image_id = i.id))
                OR EXISTS (SELECT 1 FROM payment_images pi WHERE pi.image_id = i.id AND pi.payment_id = ${paymentId}))`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The partner a partner pays: its agency config's responsible partner, else its parent. */
export async function payeeOf(
  db: Db,
  partnerId: number,
): Promise<{ id: number; name: string; currency: string } | null> {
  const [row] = await rowsOf<{ id: number; name: string; currency: string }>(
    db,
    sql`SELECT r.id, r.name, r.currency FROM partners p
          LEFT JOIN agency_config ac ON ac.partner_id = p.id
          JOIN partners r ON r.id = coalesce(ac.payments_responsible_partner_id, p.parent_id)
         WHERE p.id = ${partnerId}`,
  );
  return row ?? null;
}

/** The storage key of an image of a payment, or null. */
export async function evidenceKey(db: Db, paymentId: number, imageId: number) {
  const [row] = await rowsOf<{ storage_key: string; content_type: string }>(
    db,
    sql`SELECT i.storage_key, i.content_type FROM payment_images pi JOIN images i ON i.id = pi.image_id
         WHERE pi.payment_id = ${paymentId} AND pi.image_id = ${imageId}`,
  );
  return row ?? null;
}
