import type { AccountEntry, EntryKind, EntryOrigin } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';
import { subtreePattern, type Scope } from '../../lib/scope';

/** What the posting function writes (ADR 044). */
export interface NewEntry {
  businessDate: string;
  accountId: number;
  contributorId: number;
  beneficiaryId: number;
  currency: string;
  /** Positive minor units. */
  amount: bigint;
  origin: EntryOrigin;
  kind: EntryKind;
  observation: string;
  createdBy: number | null;
  reversesEntryId?: number | null;
  paymentId?: number | null;
  settlementPartnerId?: number | null;
}

/** Writes an entry and its two legs with `banca_post_entry`; the one way the ledger grows. */
export async function postEntry(db: Db, entry: NewEntry): Promise<number> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`SELECT banca_post_entry(${entry.businessDate}::date, ${entry.accountId}, ${entry.contributorId},
          ${entry.beneficiaryId}, ${entry.currency}, ${entry.amount.toString()}::bigint, ${entry.origin}, ${entry.kind},
          ${entry.observation}, ${entry.createdBy}::int, ${entry.reversesEntryId ?? null}::bigint,
          ${entry.paymentId ?? null}::bigint, ${entry.settlementPartnerId ?? null}::int)::text AS id`,
  );
  return Number(row!.id);
}

/** The columns of an entry as the lists show it, from `ledger_entries e` and its parties. */
export const ENTRY_COLUMNS = sql`
  e.id::int AS id, e.business_date::text AS business_date, e.account_id, a.name AS account_name,
  e.contributor_id, pc.name AS contributor_name, e.beneficiary_id, pb.name AS beneficiary_name,
  e.currency, e.amount::text AS amount, e.origin, e.kind, e.observation, u.name AS created_by,
  e.created_at::text AS created_at, e.reverses_entry_id::int AS reverses_entry_id,
  (SELECT r.id::int FROM ledger_entries r WHERE r.reverses_entry_id = e.id) AS reversed_by_entry_id,
  e.payment_id::int AS payment_id`;

export const ENTRY_JOINS = sql`
  JOIN accounts a ON a.id = e.account_id
  JOIN partners pc ON pc.id = e.contributor_id
  JOIN partners pb ON pb.id = e.beneficiary_id
  LEFT JOIN users u ON u.id = e.created_by`;

/** Timestamps as ISO strings, whichever driver read them. */
export const withIsoTimes = <T extends { created_at: string }>(row: T): T => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

/** One of the entries' parties lies in the subtree of `pattern` (a LIKE pattern of paths). */
export const partyIn = (pattern: string): SQL => sql`(pc.path LIKE ${pattern} OR pb.path LIKE ${pattern})`;

/** An entry one of whose parties is in the caller's subtree, or null. */
export async function findEntry(db: Db, scope: Scope, id: number, lock = false): Promise<AccountEntry | null> {
  const [row] = await rowsOf<AccountEntry>(
    db,
    sql`SELECT ${ENTRY_COLUMNS} FROM ledger_entries e ${ENTRY_JOINS}
         WHERE e.id = ${id} AND ${partyIn(subtreePattern(scope))} ${lock ? sql`FOR UPDATE OF e` : sql``}`,
  );
  return row ? withIsoTimes(row) : null;
}

/** The id of a system account (no owner) by its code: LIQUIDACION, PAGOS, AJUSTES. */
export async function systemAccountId(db: Db, code: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM accounts WHERE partner_id IS NULL AND code = ${code}`,
  );
  return row!.id;
}
