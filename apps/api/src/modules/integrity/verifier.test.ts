import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { dayDigest } from '@banca/contracts/integrity';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyIntegrity } from '../../../../../scripts/integrity/verify-integrity';
import { integrityTestKit, type IntegrityTestKit } from '../../../test/kits/integrity-test-kit';
import { dayIn } from '../../lib/business-day';
import { ensureOccurrences } from '../draws';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const onPostgres = Boolean(inject('pgTemplate'));
const DAY_MS = 86_400_000;
let k: IntegrityTestKit;
let today = '';
let shownToday = '';
/** An entry of the ledger and the audit row that recorded it, with their seqs. */
let entry = { id: '', auditId: '', auditSeq: '' };
/** A draw seal and its link in the seals' chain (ADR 060). */
let seal = { id: '', seq: '' };

beforeAll(async () => {
  if (!onPostgres) return;
  k = await integrityTestKit();
  await k.seal();
  await k.postEntry('2500');
  const entryId = String(await k.postEntry('3700'));
  await k.postEntry('4100');
  // At least one draw seal to chain, whatever the hour: a draw closed now and sealed.
  await ensureOccurrences(k.db);
  await k.query(
    `UPDATE draw_occurrences SET close_at = now() - interval '1 minute'
      WHERE id = (SELECT id FROM draw_occurrences WHERE close_at > now() ORDER BY close_at LIMIT 1)`,
  );
  await k.sealDraws();
  const now = Date.now();
  await k.seal(new Date(now));
  await k.seal(new Date(now + DAY_MS));
  today = dayIn(k.zone, new Date(now));
  shownToday = today.split('-').reverse().join('/');
  const [audit] = await k.query<{ id: string; seq: string }>(
    `SELECT a.id::text AS id, l.seq::text AS seq FROM audit_log a
       JOIN integrity_links l ON l.chain = 'audit' AND l.record_id = a.id
      WHERE a.entity = 'account_entry' AND a.entity_id = $1`,
    [entryId],
  );
  entry = { id: entryId, auditId: audit!.id, auditSeq: audit!.seq };
  const [linked] = await k.query<{ id: string; seq: string }>(
    `SELECT l.record_id::text AS id, l.seq::text AS seq FROM integrity_links l
      WHERE l.chain = 'seals' ORDER BY l.seq DESC LIMIT 1`,
  );
  seal = linked!;
}, 60_000);
afterAll(() => k?.close());

/** The verifier on the kit's own connection: it sees what a test changed in its open transaction. */
const verify = (options = {}) => verifyIntegrity(k.query, options);

/** Runs `npm run verify`'s script as a process against the test database. */
async function verifyProcess() {
  const run = promisify(execFile);
  const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  const env = { ...process.env, DATABASE_URL: k.t.databaseUrl! };
  try {
    const { stdout } = await run(tsx, ['scripts/verify.ts'], { cwd: REPO_ROOT, env });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe.skipIf(!onPostgres)('the independent verifier', () => {
  it('agrees with an untouched database, and with a digest kept outside', async () => {
    const report = await verify();
    expect(report).toMatchObject({ ok: true, problem: null, days: 1 });
    expect(report.ledger).toBeGreaterThanOrEqual(3);
    const [kept] = await k.query<{ digest: string }>(`SELECT digest FROM integrity_day_digests`);
    expect(await verify({ expected: [{ day: today, digest: kept!.digest }] })).toMatchObject({ ok: true });
    expect(await verify({ expected: [{ day: today, digest: 'a'.repeat(64) }] })).toMatchObject({
      ok: false,
      problem: `La huella del día ${shownToday} no es la que usted guardó: algo anterior fue reescrito.`,
    });
  });

  it('agrees as a process too, exiting 0 with a summary in Spanish', async () => {
    const { code, out } = await verifyProcess();
    expect(code).toBe(0);
    expect(out).toMatch(
      /^Integridad verificada en PostgreSQL \(DATABASE_URL\): \d+ registros de la bitácora, \d+ asientos/,
    );
  }, 60_000);

  const cases: [string, () => string[], () => string][] = [
    [
      'an audit row’s field edited',
      () => [`UPDATE audit_log SET username = 'otro' WHERE id = ${entry.auditId}`],
      () => `El registro ${entry.auditId} de la bitácora no coincide con su huella.`,
    ],
    [
      'an audit row deleted',
      () => [`DELETE FROM audit_log WHERE id = ${entry.auditId}`],
      () => `El registro ${entry.auditId} de la bitácora fue borrado: su eslabón ${entry.auditSeq} no lo encuentra.`,
    ],
    [
      'a ledger leg’s amount edited',
      () => [`UPDATE ledger_legs SET amount = amount * 2 WHERE entry_id = ${entry.id} AND amount > 0`],
      () => `El asiento ${entry.id} del libro no coincide con su huella.`,
    ],
    [
      'a ledger entry deleted with its legs',
      () => [
        `DELETE FROM ledger_legs WHERE entry_id = ${entry.id}`,
        `DELETE FROM ledger_entries WHERE id = ${entry.id}`,
      ],
      () => expect.stringMatching(new RegExp(`^El asiento ${entry.id} del libro fue borrado`)) as unknown as string,
    ],
    [
      'a draw seal whose digest was written again',
      () => [`UPDATE draw_seals SET digest = repeat('f', 64) WHERE id = ${seal.id}`],
      () => `El acta de cierre ${seal.id} no coincide con su huella.`,
    ],
    [
      'a draw seal deleted',
      () => [`DELETE FROM draw_seals WHERE id = ${seal.id}`],
      () => `El acta de cierre ${seal.id} fue borrada: su eslabón ${seal.seq} no lo encuentra.`,
    ],
    [
      'a day digest that leaves the seals out of a v2 day',
      () => [`UPDATE integrity_day_digests SET heads = heads - 2`],
      () => `La huella del día ${shownToday} no cubre las cadenas de su versión.`,
    ],
    [
      'a link deleted from the middle of a chain',
      () => [`DELETE FROM integrity_links WHERE chain = 'audit' AND seq = ${entry.auditSeq}`],
      () => `Falta el eslabón ${entry.auditSeq} de la cadena de la bitácora.`,
    ],
    [
      'a day digest edited',
      () => [`UPDATE integrity_day_digests SET digest = repeat('0', 64)`],
      () => `La huella del día ${shownToday} no coincide con su contenido.`,
    ],
    [
      'an audit row written long ago and never chained',
      () => [`INSERT INTO audit_log (at, action, entity) VALUES (now() - interval '1 hour', 'CREATE', 'partner')`],
      () =>
        expect.stringMatching(
          /^El registro \d+ de la bitácora lleva más de 600 s sin encadenar\.$/,
        ) as unknown as string,
    ],
  ];

  it.each(cases)('finds %s, naming it', async (_name, statements, problem) => {
    await k.tamper(statements());
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.problem).toEqual(problem());
    } finally {
      await k.rollback();
    }
  });

  it('writes the day digest over the seals too (v2), and still checks a day written as v1', async () => {
    const [day] = await k.query<{ version: number; heads: { chain: string; seq: string; hash: string }[] }>(
      `SELECT version, heads FROM integrity_day_digests`,
    );
    expect(day!.version).toBe(2);
    expect(day!.heads.map((h) => h.chain).sort()).toEqual(['audit', 'ledger', 'seals']);
    expect(day!.heads.find((h) => h.chain === 'seals')!.seq).not.toBe('0');
    // The same day as a v1 digest, written before the seals joined: audit and ledger only.
    const heads = day!.heads.filter((h) => h.chain !== 'seals');
    const v1 = dayDigest({ version: 1, day: today, zone: k.zone, heads, previous: null });
    await k.tamper([
      `UPDATE integrity_day_digests SET version = 1, heads = '${JSON.stringify(heads)}'::jsonb, digest = '${v1}'`,
    ]);
    try {
      expect(await verify()).toMatchObject({ ok: true, problem: null });
    } finally {
      await k.rollback();
    }
  });

  it('does not count a row committed just now and not chained yet as a fault', async () => {
    await k.tamper([`INSERT INTO audit_log (action, entity) VALUES ('CREATE', 'partner')`]);
    try {
      expect(await verify()).toMatchObject({ ok: true });
    } finally {
      await k.rollback();
    }
  });

  it('finds a row edited and its chain rewritten after it, by the day digest, and exits 1 as a process', async () => {
    await k.tamper([
      `UPDATE audit_log SET username = 'otro' WHERE id = ${entry.auditId}`,
      `DELETE FROM integrity_links WHERE chain = 'audit' AND seq >= ${entry.auditSeq}`,
      // So that the sealer writes the links again, each agreeing with the edited row.
      `UPDATE integrity_watermarks SET settled_id = 0, pending_id = NULL, pending_xmax = NULL`,
    ]);
    await k.client.query('COMMIT');
    await k.seal();
    const problem = `La huella del día ${shownToday} no coincide con la cadena de la bitácora.`;
    expect(await verify()).toMatchObject({ ok: false, problem });
    const { code, out } = await verifyProcess();
    expect(code).toBe(1);
    expect(out).toContain(`Integridad rota en PostgreSQL (DATABASE_URL): ${problem}`);
  }, 60_000);
});
