import { annulTicket, pathOf } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyIntegrity } from '../../../../../scripts/integrity/verify-integrity';
import { integrityTestKit, type IntegrityTestKit } from '../../../test/kits/integrity-test-kit';
import { writeTestTicket } from '../../../test/kits/results-test-kit';
import { ensureOccurrences } from '../draws';

const onPostgres = Boolean(inject('pgTemplate'));

let k: IntegrityTestKit;
/** The sealed draw, its banca, a ticket sold on it, one annulled after the seal, and one of its plays. */
const draw = { occurrence: 0, banca: '', ticket: 0, late: 0, play: '' };

beforeAll(async () => {
  if (!onPostgres) return;
  k = await integrityTestKit();
  await ensureOccurrences(k.db);
  const [row] = await k.query<{ id: number }>(
    `SELECT o.id FROM draw_occurrences o JOIN products p ON p.id = o.product_id
      WHERE p.name = 'Triple Caracas' AND o.close_at > now() ORDER BY o.close_at LIMIT 1`,
  );
  draw.occurrence = row!.id;
  await k.query(
    `UPDATE draw_occurrences SET open_at = now() - interval '3 hours', close_at = now() - interval '5 minutes',
            draw_at = now() - interval '1 minute' WHERE id = $1`,
    [draw.occurrence],
  );
  const play = (number: string, amount: string) => ({
    occurrence: draw.occurrence,
    betType: 'TRIPLE' as const,
    number,
    amount,
    multiplier: '600',
  });
  draw.ticket = (await writeTestTicket(k.db, 'ACE1-T1', [play('123', '1000'), play('456', '300')])).id;
  draw.late = (await writeTestTicket(k.db, 'ACE1-T2', [play('789', '200')])).id;
  await writeTestTicket(k.db, 'ACE2-T1', [play('123', '500')]);
  // A play with a sign, and a ticket annulled before the seal: both written as the verifier reads them.
  await writeTestTicket(k.db, 'ACE2-T1', [{ ...play('321', '700'), sign: 7 }, play('654', '100'), play('987', '50')]);
  const before = await writeTestTicket(k.db, 'ACE1-T1', [play('111', '900')]);
  await k.query(`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = $1`, [before.id]);
  expect((await k.sealDraws()).draws).toBe(1);
  const annulled = await k.call('admin', {
    method: 'PATCH',
    url: pathOf(annulTicket, { id: draw.late }),
    payload: { reason: 'Reclamo del cliente' },
  });
  expect(annulled.statusCode, annulled.body).toBe(200);
  const [seal] = await k.query<{ banca: string }>(
    `SELECT banca_id::text AS banca FROM draw_seals WHERE occurrence_id = $1 AND tickets > 0`,
    [draw.occurrence],
  );
  draw.banca = seal!.banca;
  const [first] = await k.query<{ id: string }>(
    `SELECT id::text AS id FROM ticket_plays WHERE ticket_id = $1 ORDER BY id LIMIT 1`,
    [draw.ticket],
  );
  draw.play = first!.id;
}, 120_000);
afterAll(() => k?.close());

const verify = () => verifyIntegrity(k.query);
const at = () => `del sorteo ${draw.occurrence} (banca ${draw.banca})`;

describe.skipIf(!onPostgres)('the verifier and the draw seals', () => {
  it('agrees with every seal of an untouched database, an annulment linked after the seal included', async () => {
    const report = await verify();
    expect(report).toMatchObject({ ok: true, problem: null });
    expect(report.seals).toBeGreaterThan(1);
    const corrections = await k.query<{ n: number }>(`SELECT count(*)::int AS n FROM draw_seal_corrections`);
    expect(corrections[0]!.n).toBe(1);
  });

  const cases: [string, () => string[], () => string][] = [
    [
      'a ticket’s amount altered',
      () => [`UPDATE tickets SET total = total + 1 WHERE id = ${draw.ticket}`],
      () => `Los tickets ${at()} no coinciden con la huella de su acta de cierre.`,
    ],
    [
      'a play’s amount altered',
      () => [`UPDATE ticket_plays SET amount = amount + 1, requested = requested + 1 WHERE id = ${draw.play}`],
      () => `Las cifras del acta de cierre ${at()} no coinciden con sus tickets.`,
    ],
    [
      'a play deleted',
      () => [`DELETE FROM ticket_plays WHERE id = ${draw.play}`],
      () => `Las cifras del acta de cierre ${at()} no coinciden con sus tickets.`,
    ],
    [
      'a ticket annulled by hand, with no correction',
      () => [`UPDATE tickets SET status = 'ANULADO' WHERE id = ${draw.ticket}`],
      () => `Las cifras del acta de cierre ${at()} no coinciden con sus tickets.`,
    ],
    [
      'the correction of a late annulment deleted',
      () => [`DELETE FROM draw_seal_corrections`],
      () => `Las cifras del acta de cierre ${at()} no coinciden con sus tickets.`,
    ],
    [
      'a seal’s totals edited',
      () => [
        `UPDATE draw_seals SET totals = '[]' WHERE occurrence_id = ${draw.occurrence} AND banca_id = ${draw.banca}`,
      ],
      () => `El acta de cierre ${at()} fue alterada: su huella no coincide con sus cifras.`,
    ],
    [
      'a seal deleted',
      () => [`DELETE FROM draw_seals WHERE occurrence_id = ${draw.occurrence} AND banca_id = ${draw.banca}`],
      () => `El sorteo ${draw.occurrence} tiene tickets de la banca ${draw.banca} sin acta de cierre.`,
    ],
    [
      'a draw closed long ago and never sealed',
      () => [
        `DELETE FROM draw_seal_corrections`,
        `DELETE FROM draw_seals WHERE occurrence_id = ${draw.occurrence}`,
        `UPDATE draw_occurrences SET close_at = now() - interval '1 hour' WHERE id = ${draw.occurrence}`,
      ],
      () => `El sorteo ${draw.occurrence} cerró hace más de 600 s y no tiene acta de cierre.`,
    ],
  ];

  it.each(cases)('finds %s, naming the draw', async (_name, statements, problem) => {
    await k.tamper(statements());
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.problem).toBe(problem());
    } finally {
      await k.rollback();
    }
  });

  it('agrees again once the tampering is rolled back', async () => {
    expect(await verify()).toMatchObject({ ok: true });
    const [row] = await k.query<{ n: number }>(`SELECT count(*)::int AS n FROM ticket_plays WHERE occurrence_id = $1`, [
      draw.occurrence,
    ]);
    expect(row!.n).toBe(8);
  });
});
