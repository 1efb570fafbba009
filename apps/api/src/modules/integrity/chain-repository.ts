import type { AuditRecord, ChainName, LedgerRecord, SealRecord } from '@banca/contracts/integrity';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrityLinks } from '../../db/schema';
import { rowsOf } from '../../lib/raw-query';

/** An instant as the canonical format writes it: UTC with microseconds. */
const instant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** Made before an instant, or any time when there is no bound. */
const madeBefore = (column: SQL, before: Date | null) =>
  before ? sql`${column} < ${before.toISOString()}::timestamptz` : sql`TRUE`;

/** Not yet linked in its chain. */
const unlinked = (chain: ChainName, id: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM integrity_links l WHERE l.chain = ${chain} AND l.record_id = ${id})`;

/**
 * Audit rows above an id that have no link yet (written before `before` when given), by id, with
 * every field as the canonical format reads it.
 */
export function unchainedAudit(db: Db, afterId: bigint, limit: number, before: Date | null): Promise<AuditRecord[]> {
  return rowsOf<AuditRecord>(
    db,
    sql`SELECT a.id::text AS id, ${instant(sql`a.at`)} AS at, a.user_id::text AS user_id, a.username, a.role,
               a.partner_id::text AS partner_id, a.subject_partner_id::text AS subject_partner_id, a.action,
               a.entity, a.entity_id, a.before::text AS before, a.after::text AS after, a.ip, a.request_id
          FROM audit_log a
         WHERE a.id > ${afterId} AND ${unlinked('audit', sql`a.id`)} AND ${madeBefore(sql`a.at`, before)}
         ORDER BY a.id
         LIMIT ${limit}`,
  );
}

/** Ledger entries above an id that have no link yet (written before `before` when given), by id, each with its legs. */
export async function unchainedLedger(
  db: Db,
  afterId: bigint,
  limit: number,
  before: Date | null,
): Promise<LedgerRecord[]> {
  const rows = await rowsOf<Omit<LedgerRecord, 'legs'> & { legs: string }>(
    db,
    sql`SELECT e.id::text AS id, ${day(sql`e.business_date`)} AS business_date, e.account_id::text AS account_id,
               e.contributor_id::text AS contributor_id, e.beneficiary_id::text AS beneficiary_id, e.currency,
               e.amount::text AS amount, e.origin, e.kind, e.observation, e.created_by::text AS created_by,
               ${instant(sql`e.created_at`)} AS created_at, e.reverses_entry_id::text AS reverses_entry_id,
               e.payment_id::text AS payment_id, e.settlement_partner_id::text AS settlement_partner_id,
               (SELECT coalesce(json_agg(json_build_object('partner_id', g.partner_id::text,
                         'business_date', ${day(sql`g.business_date`)}, 'currency', g.currency, 'amount', g.amount::text)), '[]')
                  FROM ledger_legs g WHERE g.entry_id = e.id)::text AS legs
          FROM ledger_entries e
         WHERE e.id > ${afterId} AND ${unlinked('ledger', sql`e.id`)} AND ${madeBefore(sql`e.created_at`, before)}
         ORDER BY e.id
         LIMIT ${limit}`,
  );
  return rows.map((row) => ({ ...row, legs: JSON.parse(row.legs) as LedgerRecord['legs'] }));
}

/** Draw seals above an id that have no link yet (sealed before `before` when given), by id (ADR 060: from `day-digest/v2`). */
export function unchainedSeals(db: Db, afterId: bigint, limit: number, before: Date | null): Promise<SealRecord[]> {
  return rowsOf<SealRecord>(
    db,
    sql`SELECT s.id::text AS id, s.occurrence_id::text AS occurrence_id, s.banca_id::text AS banca_id,
               s.version::text AS version, ${instant(sql`s.sealed_at`)} AS sealed_at, s.digest
          FROM draw_seals s
         WHERE s.id > ${afterId} AND ${unlinked('seals', sql`s.id`)} AND ${madeBefore(sql`s.sealed_at`, before)}
         ORDER BY s.id
         LIMIT ${limit}`,
  );
}

export interface ChainLink {
  seq: bigint;
  recordId: bigint;
  hash: string;
}

/** The chain's last link (the greatest seq), or null for a chain not started. */
export async function lastLink(db: Db, chain: ChainName): Promise<{ seq: bigint; hash: string } | null> {
  const [row] = await rowsOf<{ seq: string; hash: string }>(
    db,
    sql`SELECT l.seq::text AS seq, l.hash FROM integrity_links l WHERE l.chain = ${chain} ORDER BY l.seq DESC LIMIT 1`,
  );
  return row ? { seq: BigInt(row.seq), hash: row.hash } : null;
}

/** Writes links in one statement: a second sealer racing this one fails on the chain's (chain, seq) key. */
export async function insertLinks(db: Db, chain: ChainName, links: readonly ChainLink[], chainedAt: Date) {
  if (!links.length) return;
  await db.insert(integrityLinks).values(links.map((link) => ({ chain, ...link, chainedAt })));
}

export interface Watermark {
  settledId: bigint;
  pendingId: bigint | null;
  pendingXmax: bigint | null;
}

/** Where the chain is known complete (ADR 057); zero for a chain never sealed. */
export async function watermarkOf(db: Db, chain: ChainName): Promise<Watermark> {
  const [row] = await rowsOf<{ settled_id: string; pending_id: string | null; pending_xmax: string | null }>(
    db,
    sql`SELECT settled_id::text AS settled_id, pending_id::text AS pending_id, pending_xmax::text AS pending_xmax
          FROM integrity_watermarks WHERE chain = ${chain}`,
  );
  const big = (value: string | null | undefined) => (value == null ? null : BigInt(value));
  return {
    settledId: big(row?.settled_id) ?? 0n,
    pendingId: big(row?.pending_id),
    pendingXmax: big(row?.pending_xmax),
  };
}

const RECORD_TABLES: Record<ChainName, SQL> = {
  audit: sql`audit_log`,
  ledger: sql`ledger_entries`,
  seals: sql`draw_seals`,
};

/**
 * One statement, so one snapshot: the oldest transaction still running (`xmin`), the first not yet
 * started (`xmax`), and the greatest record id this snapshot sees.
 */
export async function snapshotOf(db: Db, chain: ChainName) {
  const [row] = await rowsOf<{ xmin: string; xmax: string; max_id: string }>(
    db,
    sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, pg_snapshot_xmax(pg_current_snapshot())::text AS xmax,
               (SELECT coalesce(max(id), 0) FROM ${RECORD_TABLES[chain]})::text AS max_id`,
  );
  return { xmin: BigInt(row!.xmin), xmax: BigInt(row!.xmax), maxId: BigInt(row!.max_id) };
}

export async function saveWatermark(db: Db, chain: ChainName, mark: Watermark) {
  await db.execute(
    sql`INSERT INTO integrity_watermarks (chain, settled_id, pending_id, pending_xmax)
        VALUES (${chain}, ${mark.settledId}, ${mark.pendingId}, ${mark.pendingXmax})
        ON CONFLICT (chain) DO UPDATE
          SET settled_id = EXCLUDED.settled_id, pending_id = EXCLUDED.pending_id, pending_xmax = EXCLUDED.pending_xmax`,
  );
}
