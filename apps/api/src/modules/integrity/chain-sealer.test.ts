import { getPublicDayDigest, listDayDigests, type ListDayDigestsResponse } from '@banca/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { integrityTestKit, type IntegrityTestKit } from '../../../test/kits/integrity-test-kit';
import { dayIn } from '../../lib/business-day';

const onPostgres = Boolean(inject('pgTemplate'));
let k: IntegrityTestKit;
beforeAll(async () => {
  if (onPostgres) k = await integrityTestKit();
});
afterAll(() => k?.close());

const DAY_MS = 86_400_000;

describe.skipIf(!onPostgres)('the sealer', () => {
  it('chains the rows already there, then rows written concurrently and one committed late, with no gap', async () => {
    const backfill = await k.seal();
    expect(backfill.audit).toBeGreaterThan(0);
    expect(await k.unlinked()).toEqual({ audit: 0, ledger: 0 });

    // A transaction takes an audit id now and commits only after higher ids were chained.
    const late = new pg.Client({ connectionString: k.t.databaseUrl! });
    await late.connect();
    await late.query('BEGIN');
    const [{ id: lateId }] = (
      await late.query(`INSERT INTO audit_log (action, entity) VALUES ('LATE', 'test') RETURNING id::text AS id`)
    ).rows;
    let sealing = true;
    const sealer = (async () => {
      while (sealing) await k.seal();
    })();
    const entries = await Promise.all(Array.from({ length: 24 }, (_, i) => k.postEntry(String(1000 + i))));
    sealing = false;
    await sealer;
    await k.seal();
    expect(await k.unlinked()).toEqual({ audit: 0, ledger: 0 });

    await late.query('COMMIT');
    await late.end();
    expect(await k.unlinked()).toEqual({ audit: 1, ledger: 0 });
    const after = await k.seal();
    expect(after.audit).toBe(1);
    expect(await k.unlinked()).toEqual({ audit: 0, ledger: 0 });
    const [lateLink] = await k.query<{ seq: string; top: string }>(
      `SELECT seq::text AS seq, (SELECT max(seq) FROM integrity_links WHERE chain = 'audit')::text AS top
         FROM integrity_links WHERE chain = 'audit' AND record_id = $1`,
      [lateId],
    );
    // Chained last although its id is below those of the 24 entries' audit rows.
    expect(lateLink!.seq).toBe(lateLink!.top);
    expect(entries).toHaveLength(24);
    for (const chain of ['audit', 'ledger']) {
      const shape = await k.linkShape(chain);
      expect(shape.links).toBe(shape.top);
      expect(shape.records).toBe(shape.links);
    }
    const [audits] = await k.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect((await k.linkShape('audit')).links).toBe(audits!.n);
  });

  it('writes one digest per closed day, chained to the day before, and nothing for a day not over', async () => {
    expect((await k.seal()).days).toEqual([]);
    const now = Date.now();
    const today = dayIn(k.zone, new Date(now));
    const tomorrow = dayIn(k.zone, new Date(now + DAY_MS));
    expect((await k.seal(new Date(now + DAY_MS))).days).toEqual([today]);
    await k.postEntry();
    expect(await k.seal(new Date(now + DAY_MS))).toEqual({ audit: 1, ledger: 1, seals: 0, days: [] });
    expect((await k.seal(new Date(now + 2 * DAY_MS))).days).toEqual([tomorrow]);
    const rows = await k.query<{ day: string; previous: string | null; digest: string; heads: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, previous, digest, heads::text AS heads
         FROM integrity_day_digests ORDER BY day`,
    );
    expect(rows.map((r) => r.day)).toEqual([today, tomorrow]);
    expect(rows[0]!.previous).toBeNull();
    expect(rows[1]!.previous).toBe(rows[0]!.digest);
    expect(rows[1]!.digest).toMatch(/^[0-9a-f]{64}$/);
    const heads = (r: { heads: string }) => JSON.parse(r.heads) as { chain: string; seq: string }[];
    expect(heads(rows[0]!).map((h) => h.chain)).toEqual(['audit', 'ledger', 'seals']);
    // The entry chained after the first day closed is in the second day's ledger head only.
    const ledgerSeq = (r: { heads: string }) => Number(heads(r).find((h) => h.chain === 'ledger')!.seq);
    expect(ledgerSeq(rows[1]!)).toBe(ledgerSeq(rows[0]!) + 1);
  });
});

describe.skipIf(!onPostgres)('the day digests on the API', () => {
  it('lists the digests, newest first, to the banca administrators only', async () => {
    const answer = await k.call('admin', { method: 'GET', url: listDayDigests.path });
    expect(answer.statusCode).toBe(200);
    const page = answer.json<ListDayDigestsResponse>();
    expect(page.total).toBe(2);
    expect(page.data[0]!.day > page.data[1]!.day).toBe(true);
    expect(page.data[0]!.previous).toBe(page.data[1]!.digest);
    expect((await k.call('supervisor', { method: 'GET', url: listDayDigests.path })).statusCode).toBe(200);
    for (const who of ['distribuidor', 'agencia', 'taquilla']) {
      const refused = await k.call(who, { method: 'GET', url: listDayDigests.path });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect((await k.t.app.inject({ method: 'GET', url: listDayDigests.path })).statusCode).toBe(401);
  });

  it('shows anyone the last closed day’s digest', async () => {
    const [last] = await k.query<{ day: string; digest: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, digest FROM integrity_day_digests ORDER BY day DESC LIMIT 1`,
    );
    const answer = await k.t.app.inject({ method: 'GET', url: getPublicDayDigest.path });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ day_digest: last });
  });
});
