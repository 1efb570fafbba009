import { createHash } from 'node:crypto';

/**
 * The canonical format of the tamper-evident records (ADR 057), written once: the API's sealer
 * and the independent verifier (`npm run verify`) share this module and nothing else.
 *
 * Every field is a string or null, exactly as the database renders it with the casts the ADR
 * lists (integers in decimal, dates `YYYY-MM-DD`, instants in UTC with microseconds, jsonb as
 * PostgreSQL writes it with `::text`). A record is the JSON text of an array: a tag naming the
 * record's kind and version, then its fields in a fixed order. Hashes are SHA-256 in lower-case hex.
 */

/** A field of a canonical record: a string or null, never a number (1 and "1" must not both exist). */
export type CanonicalField = string | null;

/** The previous hash of a chain's first link. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chains: the audit log, the ledger, and the draw seals (ADR 060, from `day-digest/v2`). */
export const CHAIN_NAMES = ['audit', 'ledger', 'seals'] as const;
export type ChainName = (typeof CHAIN_NAMES)[number];

/** The version of the day digest's input written today. */
export const DAY_DIGEST_VERSION = 2;

/**
 * The chains whose heads each version of the day digest covers: v1 the audit log and the ledger,
 * v2 the draw seals too. A day keeps the version it was written with, and is checked by it.
 */
export const DAY_DIGEST_CHAINS: Readonly<Record<number, readonly ChainName[]>> = {
  1: ['audit', 'ledger'],
  2: ['audit', 'ledger', 'seals'],
};

export interface AuditRecord {
  id: string;
  at: string;
  user_id: CanonicalField;
  username: CanonicalField;
  role: CanonicalField;
  partner_id: CanonicalField;
  subject_partner_id: CanonicalField;
  action: string;
  entity: string;
  entity_id: CanonicalField;
  before: CanonicalField;
  after: CanonicalField;
  ip: CanonicalField;
  request_id: CanonicalField;
}

/**
 * A draw seal as its chain links it: who and what it seals and its digest, which covers every
 * figure and the head of its tickets (`draw-seal/v1`). A seal whose figures are rewritten with a
 * digest recomputed to match no longer agrees with its link.
 */
export interface SealRecord {
  id: string;
  occurrence_id: string;
  banca_id: string;
  version: string;
  sealed_at: string;
  digest: string;
}

export interface LedgerLeg {
  partner_id: string;
  business_date: string;
  currency: string;
  amount: string;
}

export interface LedgerRecord {
  id: string;
  business_date: string;
  account_id: string;
  contributor_id: string;
  beneficiary_id: string;
  currency: string;
  amount: string;
  origin: string;
  kind: string;
  observation: string;
  created_by: CanonicalField;
  created_at: string;
  reverses_entry_id: CanonicalField;
  payment_id: CanonicalField;
  settlement_partner_id: CanonicalField;
  legs: readonly LedgerLeg[];
}

/** One chain's head at the end of a day: its last link's position and hash. */
export interface ChainHead {
  chain: string;
  seq: string;
  hash: string;
}

export interface DayDigestInput {
  version: number;
  /** The business day, `YYYY-MM-DD`, in `zone`. */
  day: string;
  zone: string;
  heads: readonly ChainHead[];
  /** The previous day's digest; null for the first day. */
  previous: string | null;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The fields as given, once each is known to be a string or null. */
function checked<T extends readonly CanonicalField[]>(tag: string, fields: T): T {
  for (const field of fields) {
    if (field !== null && typeof field !== 'string')
      throw new TypeError(`Campo no canónico en ${tag}: ${String(field)}`);
  }
  return fields;
}

const encode = (tag: string, fields: readonly CanonicalField[]) => JSON.stringify([tag, ...checked(tag, fields)]);

export function canonicalAuditRecord(r: AuditRecord): string {
  return encode('audit/v1', [
    r.id,
    r.at,
    r.user_id,
    r.username,
    r.role,
    r.partner_id,
    r.subject_partner_id,
    r.action,
    r.entity,
    r.entity_id,
    r.before,
    r.after,
    r.ip,
    r.request_id,
  ]);
}

export function canonicalSealRecord(r: SealRecord): string {
  return encode('seal/v1', [r.id, r.occurrence_id, r.banca_id, r.version, r.sealed_at, r.digest]);
}

const byPartner = (a: LedgerLeg, b: LedgerLeg) => {
  const [x, y] = [BigInt(a.partner_id), BigInt(b.partner_id)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** An entry with its legs, the legs by partner id whatever order they were read in. */
export function canonicalLedgerRecord(e: LedgerRecord): string {
  const legs = [...e.legs]
    .sort(byPartner)
    .map((l) => checked('ledger-leg', [l.partner_id, l.business_date, l.currency, l.amount]));
  const fields = [
    e.id,
    e.business_date,
    e.account_id,
    e.contributor_id,
    e.beneficiary_id,
    e.currency,
    e.amount,
    e.origin,
    e.kind,
    e.observation,
    e.created_by,
    e.created_at,
    e.reverses_entry_id,
    e.payment_id,
    e.settlement_partner_id,
  ];
  return JSON.stringify(['ledger/v1', ...checked('ledger/v1', fields), legs]);
}

/** A link of a chain: the hash of the previous link's hash, a newline and the record's canonical text. */
export function chainHash(previous: string, canonicalRecord: string): string {
  return sha256Hex(`${previous}\n${canonicalRecord}`);
}

/** The day digest's input: version, day, zone, the named chain heads (by name) and the previous digest. */
export function canonicalDayDigest(d: DayDigestInput): string {
  const heads = [...d.heads]
    .sort((a, b) => (a.chain < b.chain ? -1 : a.chain > b.chain ? 1 : 0))
    .map((h) => checked('head', [h.chain, h.seq, h.hash]));
  return JSON.stringify([`day-digest/v${d.version}`, d.day, d.zone, heads, d.previous]);
}

export function dayDigest(d: DayDigestInput): string {
  return sha256Hex(canonicalDayDigest(d));
}

export * from './draw-seal';
