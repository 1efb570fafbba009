import {
  DAY_DIGEST_CHAINS,
  DAY_DIGEST_VERSION,
  GENESIS_HASH,
  canonicalAuditRecord,
  canonicalLedgerRecord,
  canonicalSealRecord,
  chainHash,
  dayDigest,
  type ChainName,
} from '@banca/contracts/integrity';
import type { Db } from '../../db/client';
import * as chains from './chain-repository';
import * as digests from './digest-repository';

/** Records read and linked per statement. */
const BATCH = 2_000;
/** At most this many records per chain and run: a large backfill goes on at the next run. */
const MAX_PER_RUN = 100_000;
/** Days closed per run, at most (a sealer stopped for long catches up over several runs). */
const MAX_DAYS_PER_RUN = 31;

const canonicalOf: Record<
  ChainName,
  (db: Db, afterId: bigint, limit: number, before: Date | null) => Promise<{ id: string; text: string }[]>
> = {
  audit: async (db, afterId, limit, before) =>
    (await chains.unchainedAudit(db, afterId, limit, before)).map((r) => ({ id: r.id, text: canonicalAuditRecord(r) })),
  ledger: async (db, afterId, limit, before) =>
    (await chains.unchainedLedger(db, afterId, limit, before)).map((r) => ({
      id: r.id,
      text: canonicalLedgerRecord(r),
    })),
  seals: async (db, afterId, limit, before) =>
    (await chains.unchainedSeals(db, afterId, limit, before)).map((r) => ({ id: r.id, text: canonicalSealRecord(r) })),
};

/**
 * Links, in id order, every record above `afterId` that has none yet, after the chain's last link.
 * Within the run the cursor moves past each batch; a record below it that commits later is found
 * by the next run, which starts again from the settled watermark. Answers how many it linked.
 */
async function chainFrom(db: Db, chain: ChainName, afterId: bigint, now: Date, before: Date | null): Promise<number> {
  let head = (await chains.lastLink(db, chain)) ?? { seq: 0n, hash: GENESIS_HASH };
  let cursor = afterId;
  let linked = 0;
  while (linked < MAX_PER_RUN) {
    const records = await canonicalOf[chain](db, cursor, BATCH, before);
    if (!records.length) break;
    const links: chains.ChainLink[] = [];
    for (const record of records) {
      head = { seq: head.seq + 1n, hash: chainHash(head.hash, record.text) };
      links.push({ seq: head.seq, recordId: BigInt(record.id), hash: head.hash });
    }
    await chains.insertLinks(db, chain, links, now);
    cursor = BigInt(records.at(-1)!.id);
    linked += records.length;
  }
  return linked;
}

/**
 * Seals one chain: links what committed since the last run, and moves the watermark. The id seen
 * at one run becomes settled (every record up to it chained) once every transaction that was
 * running then has ended, so a record whose id was taken before a higher one committed, but which
 * commits after, is still found (ADR 057).
 */
async function sealChain(db: Db, chain: ChainName, now: Date, sweep: boolean, before: Date | null): Promise<number> {
  const mark = await chains.watermarkOf(db, chain);
  const snapshot = await chains.snapshotOf(db, chain);
  const settledNow = mark.pendingXmax !== null && snapshot.xmin >= mark.pendingXmax;
  const linked = await chainFrom(db, chain, sweep ? 0n : mark.settledId, now, before);
  // A bounded pass leaves later records unchained below the table's greatest id: the mark stays.
  if (linked >= MAX_PER_RUN || before) return linked;
  await chains.saveWatermark(
    db,
    chain,
    settledNow || mark.pendingXmax === null
      ? {
          settledId: settledNow ? (mark.pendingId ?? mark.settledId) : mark.settledId,
          pendingId: snapshot.maxId,
          pendingXmax: snapshot.xmax,
        }
      : mark,
  );
  return linked;
}

/** Writes the digest of each business day closed since the last one, in the zone. */
async function closeDays(db: Db, zone: string, now: Date): Promise<string[]> {
  const days = await digests.daysToClose(db, zone, now, MAX_DAYS_PER_RUN);
  let previous = (await digests.lastDigest(db))?.digest ?? null;
  for (const { day, ends_at } of days) {
    const heads = await Promise.all(
      DAY_DIGEST_CHAINS[DAY_DIGEST_VERSION]!.map((chain) => digests.headBefore(db, chain, ends_at)),
    );
    const digest = dayDigest({ version: DAY_DIGEST_VERSION, day, zone, heads, previous });
    await digests.insertDigest(db, { day, version: DAY_DIGEST_VERSION, zone, heads, previous, digest });
    previous = digest;
  }
  return days.map((d) => d.day);
}

export interface SealOutcome {
  audit: number;
  ledger: number;
  seals: number;
  days: string[];
}

/**
 * One run of the sealer: closes the days that ended (their digests cover what was chained before
 * each day's end), chains what committed since (audit rows, ledger entries, draw seals), and, when
 * a day closed, sweeps the whole table once for any record the watermark passed by.
 * `recordsBefore` chains only the records made before an instant: a history loaded after the fact
 * is chained day by day, as a sealer running then would have (`sealHistory`).
 */
export async function sealIntegrity(
  db: Db,
  zone: string,
  now: Date,
  recordsBefore: Date | null = null,
): Promise<SealOutcome> {
  const days = await closeDays(db, zone, now);
  const sweep = days.length > 0 || recordsBefore !== null;
  const audit = await sealChain(db, 'audit', now, sweep, recordsBefore);
  const ledger = await sealChain(db, 'ledger', now, sweep, recordsBefore);
  const seals = await sealChain(db, 'seals', now, sweep, recordsBefore);
  return { audit, ledger, seals, days };
}
