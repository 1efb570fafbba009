import { awardRaffle, saveResult } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';
import { foldRollups, foldUntilCaughtUp, rebuildRollups } from './rollups-repository';
import { rollupDifferences, rollupRows } from '../../../test/kits/rollups-test-kit';

const kit = resultsTestKit();

const TAQUILLAS = ['ACE1-T1', 'ACE2-T1', 'AOR1-T1', 'APA1-T1'];
const NUMBERS = ['0', '7', '12', '36'];

type Step =
  | { kind: 'sell'; taquilla: number; plays: { occurrence: number; number: string; amount: number }[] }
  | { kind: 'annul'; ticket: number }
  | { kind: 'result'; occurrence: number; number: string }
  | { kind: 'pay'; ticket: number }
  | { kind: 'fold' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      taquilla: fc.nat(TAQUILLAS.length - 1),
      plays: fc.array(
        fc.record({
          occurrence: fc.nat(1),
          number: fc.constantFrom(...NUMBERS),
          amount: fc.integer({ min: 1, max: 50 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('annul' as const), ticket: fc.nat(40) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('result' as const),
      occurrence: fc.nat(1),
      number: fc.constantFrom(...NUMBERS),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), ticket: fc.nat(40) }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'fold' as const }) },
);

describe('the sales rollups', () => {
  it('equal the figures of the tickets and plays after any sequence of sales, annulments, results, awards and payments, and a rebuild changes nothing', async () => {
    const occurrences = [await kit.occurrence('Lotto Activo', '10:00'), await kit.occurrence('Lotto Activo', '11:00')];
    const sold: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          switch (s.kind) {
            case 'sell': {
              const ticket = await kit.ticket(
                TAQUILLAS[s.taquilla]!,
                s.plays.map((p) => ({
                  occurrence: occurrences[p.occurrence]!,
                  betType: 'ANIMALITO' as const,
                  number: p.number,
                  amount: String(p.amount * 100),
                  multiplier: '30',
                })),
              );
              sold.push(ticket.id);
              break;
            }
            case 'annul': {
              const id = sold[s.ticket % Math.max(sold.length, 1)];
              if (id)
                await kit.db.execute(
                  sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${id} AND status = 'ACTIVO'`,
                );
              break;
            }
            case 'result': {
              const occurrence = occurrences[s.occurrence]!;
              await kit.setClosed(occurrence);
              await kit.as('admin', 'POST', saveResult.path, { occurrence_id: occurrence, number: s.number });
              const award = await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: occurrence });
              expect(award.statusCode).toBe(200);
              await kit.setClosed(occurrence, false);
              break;
            }
            case 'pay': {
              const id = sold[s.ticket % Math.max(sold.length, 1)];
              if (id)
                await kit.db.execute(
                  sql`UPDATE tickets SET status = 'PAGADO' WHERE id = ${id} AND status = 'PREMIADO'`,
                );
              break;
            }
            case 'fold':
              await foldRollups(kit.db);
              break;
          }
        }
        await foldUntilCaughtUp(kit.db);
        expect(await rollupDifferences(kit.db)).toEqual([]);
        const before = await rollupRows(kit.db);
        for (const banca of await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE parent_id IS NULL`)) {
          await rebuildRollups(kit.db, banca.id, '2000-01-01', '2100-01-01');
        }
        expect(await rollupRows(kit.db)).toEqual(before);
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
