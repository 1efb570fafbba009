import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summedPage } from './summed-page';

const row = fc.record({
  currency: fc.constantFrom('BS' as const, 'USD' as const, 'COP' as const),
  n: fc.integer({ min: 0, max: 1000 }),
  amount: fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map(String),
});

describe('a summed report page', () => {
  it('sums every row of each currency apart, whatever page is shown', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 20 }),
        (rows, page, perPage) => {
          const answer = summedPage(
            rows,
            { page, per_page: perPage, order: 'asc' },
            { counts: ['n'], amounts: ['amount'] },
          );
          expect(answer.total).toBe(rows.length);
          expect(answer.data).toEqual(rows.slice((page - 1) * perPage, page * perPage));
          expect(answer.totals.map((entry) => entry.currency).sort()).toEqual(
            [...new Set(rows.map((r) => r.currency))].sort(),
          );
          for (const entry of answer.totals) {
            const own = rows.filter((r) => r.currency === entry.currency);
            expect(entry.amount).toBe(String(own.reduce((sum, r) => sum + BigInt(r.amount), 0n)));
            expect(entry.n).toBe(own.reduce((sum, r) => sum + r.n, 0));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
