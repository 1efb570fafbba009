import type { AuditRecord, LedgerRecord, SealRecord } from '@banca/contracts/integrity';

/**
 * The verifier's own reading of the database (ADR 057): written apart from the API's sealer on
 * purpose, so that a fault in one is not repeated by the other. Every field is cast to text as the
 * canonical format defines it.
 */

/** Runs one statement and answers its rows: node-postgres or PGlite behind the same shape. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export type ChainKind = 'audit' | 'ledger' | 'seals';

/** A link of a chain with its record as the database holds it now (`record` null: the record is gone). */
export interface LinkWithRecord<R> {
  seq: string;
  record_id: string;
  stored_hash: string;
  record: R | null;
}

const INSTANT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const AUDIT_FIELDS = `a.id::text AS id, ${INSTANT('a.at')} AS at, a.user_id::text AS user_id, a.username, a.role,
  a.partner_id::text AS partner_id, a.subject_partner_id::text AS subject_partner_id, a.action, a.entity, a.entity_id,
  a.before::text AS before, a.after::text AS after, a.ip, a.request_id`;

const LEDGER_FIELDS = `e.id::text AS id, ${DAY('e.business_date')} AS business_date, e.account_id::text AS account_id,
  e.contributor_id::text AS contributor_id, e.beneficiary_id::text AS beneficiary_id, e.currency, e.amount::text AS amount,
  e.origin, e.kind, e.observation, e.created_by::text AS created_by, ${INSTANT('e.created_at')} AS created_at,
  e.reverses_entry_id::text AS reverses_entry_id, e.payment_id::text AS payment_id,
  e.settlement_partner_id::text AS settlement_partner_id,
  (SELECT json_agg(json_build_array(g.partner_id::text, ${DAY('g.business_date')}, g.currency, g.amount::text))
     FROM ledger_legs g WHERE g.entry_id = e.id)::text AS legs_json`;

const SEAL_FIELDS = `s.id::text AS id, s.occurrence_id::text AS occurrence_id, s.banca_id::text AS banca_id,
  s.version::text AS version, ${INSTANT('s.sealed_at')} AS sealed_at, s.digest`;

const TABLES: Record<ChainKind, { table: string; alias: string; fields: string; at: string }> = {
  audit: { table: 'audit_log', alias: 'a', fields: AUDIT_FIELDS, at: 'a.at' },
  ledger: { table: 'ledger_entries', alias: 'e', fields: LEDGER_FIELDS, at: 'e.created_at' },
  seals: { table: 'draw_seals', alias: 's', fields: SEAL_FIELDS, at: 's.sealed_at' },
};

type RawRow = Record<string, string | null> & { seq: string; record_id: string; stored_hash: string };

/** A record of any chain, as the verifier reads it. */
export type ChainRecord = AuditRecord | LedgerRecord | SealRecord;

function recordOf(kind: ChainKind, row: RawRow): ChainRecord | null {
  if (row.id === null) return null;
  const { seq: _seq, record_id: _recordId, stored_hash: _hash, legs_json, ...fields } = row;
  if (kind === 'audit') return fields as unknown as AuditRecord;
  if (kind === 'seals') return fields as unknown as SealRecord;
  const legs = (JSON.parse(legs_json ?? '[]') as string[][]).map(([partner_id, business_date, currency, amount]) => ({
    partner_id: partner_id!,
    business_date: business_date!,
    currency: currency!,
    amount: amount!,
  }));
  return { ...(fields as unknown as Omit<LedgerRecord, 'legs'>), legs };
}

/** A page of a chain's links after `afterSeq`, in seq order, each with its record (or null). */
export async function linksAfter(query: Query, kind: ChainKind, afterSeq: string, limit: number) {
  const { table, alias, fields } = TABLES[kind];
  const rows = await query<RawRow>(
    `SELECT l.seq::text AS seq, l.record_id::text AS record_id, l.hash AS stored_hash, ${fields}
       FROM integrity_links l LEFT JOIN ${table} ${alias} ON ${alias}.id = l.record_id
      WHERE l.chain = $1 AND l.seq > $2::bigint
      ORDER BY l.seq LIMIT $3`,
    [kind, afterSeq, limit],
  );
  return rows.map((row) => ({
    seq: row.seq,
    record_id: row.record_id,
    stored_hash: row.stored_hash,
    record: recordOf(kind, row),
  }));
}

/** The first record with no link whose time is older than the given seconds, or null. */
export async function firstUnchained(query: Query, kind: ChainKind, olderThanSeconds: number) {
  const { table, alias, at } = TABLES[kind];
  const [row] = await query<{ id: string }>(
    `SELECT ${alias}.id::text AS id FROM ${table} ${alias}
      WHERE ${at} < now() - $2::int * interval '1 second'
        AND NOT EXISTS (SELECT 1 FROM integrity_links l WHERE l.chain = $1 AND l.record_id = ${alias}.id)
      ORDER BY ${alias}.id LIMIT 1`,
    [kind, olderThanSeconds],
  );
  return row?.id ?? null;
}

export interface StoredDigest {
  day: string;
  version: number;
  zone: string;
  heads: { chain: string; seq: string; hash: string }[];
  previous: string | null;
  digest: string;
}

/** Every day digest, oldest first. */
export async function storedDigests(query: Query): Promise<StoredDigest[]> {
  const rows = await query<Omit<StoredDigest, 'heads'> & { heads: string }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, d.version, d.zone, d.heads::text AS heads, d.previous, d.digest
       FROM integrity_day_digests d ORDER BY d.day`,
  );
  return rows.map((row) => ({ ...row, version: Number(row.version), heads: JSON.parse(row.heads) }));
}
