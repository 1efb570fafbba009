import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PROGRESS_PERMILLE, progressPermille } from './progress';

const MAX = 10n ** 17n;

describe('progressPermille', () => {
  it('is the exact floor of achieved × 1000 ÷ target, up to its ceiling', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX }), fc.bigInt({ min: 1n, max: MAX }), (achieved, target) => {
        const permille = BigInt(progressPermille(achieved, target));
        expect(permille * target <= achieved * 1000n).toBe(true);
        if (permille < BigInt(MAX_PROGRESS_PERMILLE)) expect((permille + 1n) * target > achieved * 1000n).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reaches 1000 exactly when the target is reached, and never goes down as sales grow', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX }),
        fc.bigInt({ min: 0n, max: MAX }),
        fc.bigInt({ min: 1n, max: MAX }),
        (a, more, target) => {
          expect(progressPermille(a, target) >= 1000).toBe(a >= target);
          expect(progressPermille(a + more, target)).toBeGreaterThanOrEqual(progressPermille(a, target));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts nothing achieved, or a negative net, as 0', () => {
    expect(progressPermille(0n, 5n)).toBe(0);
    expect(progressPermille(-7n, 5n)).toBe(0);
    expect(() => progressPermille(1n, 0n)).toThrow(RangeError);
  });
});
