import {
  CHAIN_NAMES,
  DAY_DIGEST_CHAINS,
  GENESIS_HASH,
  canonicalAuditRecord,
  canonicalLedgerRecord,
  canonicalSealRecord,
  chainHash,
  dayDigest,
  type AuditRecord,
  type LedgerRecord,
  type SealRecord,
} from '@banca/contracts/integrity';
import {
  firstUnchained,
  linksAfter,
  storedDigests,
  type ChainKind,
  type ChainRecord,
  type Query,
  type StoredDigest,
} from './read-records';
import { verifyDrawSeals } from './verify-draw-seals';

export type { Query } from './read-records';

export interface VerifyOptions {
  /** A record without a link older than this is a failure (the sealer chains within seconds). */
  unchainedAfterSeconds?: number;
  /** Digests kept by someone outside (day → digest): each must be the one the database holds. */
  expected?: readonly { day: string; digest: string }[];
  /** Links read per statement. */
  batch?: number;
}

export interface VerifyReport {
  ok: boolean;
  /** The first thing that does not agree, in Spanish; null when all agree. */
  problem: string | null;
  audit: number;
  ledger: number;
  days: number;
  /** Draw seals recomputed from their tickets (ADR 060). */
  seals: number;
  /** Links of the draw seals' chain recomputed (ADR 060, `day-digest/v2`). */
  sealLinks: number;
}

export const DEFAULT_UNCHAINED_AFTER_SECONDS = 600;

/** What is checked, in the words of the message. */
const NOUN: Record<ChainKind, { record: (id: string) => string; chain: string; deleted: string }> = {
  audit: { record: (id) => `El registro ${id} de la bitácora`, chain: 'la bitácora', deleted: 'borrado' },
  ledger: { record: (id) => `El asiento ${id} del libro`, chain: 'el libro', deleted: 'borrado' },
  seals: { record: (id) => `El acta de cierre ${id}`, chain: 'las actas de cierre', deleted: 'borrada' },
};

/** Where each chain's count goes in the report. */
const COUNTED: Record<ChainKind, 'audit' | 'ledger' | 'sealLinks'> = {
  audit: 'audit',
  ledger: 'ledger',
  seals: 'sealLinks',
};

class Disagreement extends Error {}

const fail = (message: string): never => {
  throw new Disagreement(message);
};

const shownDay = (day: string) => day.split('-').reverse().join('/');

function canonicalOf(kind: ChainKind, record: ChainRecord): string {
  if (kind === 'audit') return canonicalAuditRecord(record as AuditRecord);
  if (kind === 'seals') return canonicalSealRecord(record as SealRecord);
  return canonicalLedgerRecord(record as LedgerRecord);
}

/**
 * Walks a chain from its first link, recomputing each link from its record as it is now; answers
 * how many links it read and the recomputed hash at each seq the digests name; `counts` grows as
 * it goes, so a failure still says how far it got.
 */
async function walkChain(
  query: Query,
  kind: ChainKind,
  wanted: Set<string>,
  batch: number,
  counts: Record<'audit' | 'ledger' | 'sealLinks', number>,
) {
  const hashes = new Map<string, string>();
  let previous = GENESIS_HASH;
  let seq = 0n;
  for (;;) {
    const links = await linksAfter(query, kind, seq.toString(), batch);
    if (!links.length) break;
    for (const link of links) {
      seq += 1n;
      if (link.seq !== seq.toString()) fail(`Falta el eslabón ${seq} de la cadena de ${NOUN[kind].chain}.`);
      if (!link.record) {
        fail(`${NOUN[kind].record(link.record_id)} fue ${NOUN[kind].deleted}: su eslabón ${seq} no lo encuentra.`);
      }
      previous = chainHash(previous, canonicalOf(kind, link.record!));
      if (previous !== link.stored_hash) fail(`${NOUN[kind].record(link.record_id)} no coincide con su huella.`);
      if (wanted.has(link.seq)) hashes.set(link.seq, previous);
      counts[COUNTED[kind]] += 1;
    }
  }
  return { length: seq, hashes };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Checks each digest against the recomputed chains and the digest before it. */
function checkDigests(digests: StoredDigest[], chains: Record<ChainKind, Awaited<ReturnType<typeof walkChain>>>) {
  let before: StoredDigest | null = null;
  for (const d of digests) {
    const day = shownDay(d.day);
    if (before && d.day !== nextDay(before.day)) fail(`Falta la huella del día siguiente al ${shownDay(before.day)}.`);
    if (d.previous !== (before?.digest ?? null)) {
      fail(
        before
          ? `La huella del día ${day} no sigue a la del día anterior.`
          : `La huella del día ${day} nombra una huella anterior que no está.`,
      );
    }
    const covered = DAY_DIGEST_CHAINS[d.version];
    if (!covered) fail(`La huella del día ${day} tiene una versión desconocida (${d.version}).`);
    if (d.heads.length !== covered!.length) fail(`La huella del día ${day} no cubre las cadenas de su versión.`);
    for (const kind of covered!) {
      const head = d.heads.find((h) => h.chain === kind);
      if (!head) fail(`La huella del día ${day} no cubre ${NOUN[kind].chain}.`);
      const expected = head!.seq === '0' ? GENESIS_HASH : chains[kind].hashes.get(head!.seq);
      if (expected === undefined) {
        fail(`La huella del día ${day} nombra el eslabón ${head!.seq} de ${NOUN[kind].chain}, que no existe.`);
      }
      if (expected !== head!.hash) fail(`La huella del día ${day} no coincide con la cadena de ${NOUN[kind].chain}.`);
    }
    const recomputed = dayDigest({
      version: d.version,
      day: d.day,
      zone: d.zone,
      heads: d.heads,
      previous: d.previous,
    });
    if (recomputed !== d.digest) fail(`La huella del día ${day} no coincide con su contenido.`);
    before = d;
  }
}

/**
 * The independent verifier (ADR 057): recomputes the chains (audit log, ledger, draw seals) from
 * the records, looks for records left unchained, and recomputes every day digest, by its version,
 * and its link to the day before; then recomputes every draw seal from its tickets (ADR 060).
 */
export async function verifyIntegrity(query: Query, options: VerifyOptions = {}): Promise<VerifyReport> {
  const batch = options.batch ?? 5_000;
  const counts = { audit: 0, ledger: 0, days: 0, seals: 0, sealLinks: 0 };
  try {
    const digests = await storedDigests(query);
    counts.days = digests.length;
    const wanted = (kind: ChainKind) =>
      new Set(digests.flatMap((d) => d.heads.filter((h) => h.chain === kind).map((h) => h.seq)));
    const audit = await walkChain(query, 'audit', wanted('audit'), batch, counts);
    const ledger = await walkChain(query, 'ledger', wanted('ledger'), batch, counts);
    const seals = await walkChain(query, 'seals', wanted('seals'), batch, counts);
    const seconds = options.unchainedAfterSeconds ?? DEFAULT_UNCHAINED_AFTER_SECONDS;
    for (const kind of CHAIN_NAMES) {
      const id = await firstUnchained(query, kind, seconds);
      if (id) fail(`${NOUN[kind].record(id)} lleva más de ${seconds} s sin encadenar.`);
    }
    checkDigests(digests, { audit, ledger, seals });
    for (const kept of options.expected ?? []) {
      const held = digests.find((d) => d.day === kept.day);
      if (!held) fail(`No hay huella del día ${shownDay(kept.day)}, que usted guardó.`);
      if (held!.digest !== kept.digest.toLowerCase()) {
        fail(`La huella del día ${shownDay(kept.day)} no es la que usted guardó: algo anterior fue reescrito.`);
      }
    }
    const recomputed = await verifyDrawSeals(query, seconds);
    counts.seals = recomputed.seals;
    if (recomputed.problem) fail(recomputed.problem);
    return { ok: true, problem: null, ...counts };
  } catch (error) {
    if (error instanceof Disagreement) return { ok: false, problem: error.message, ...counts };
    throw error;
  }
}
