import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf, scoreOf, shareOf, splitPote, winnersOf } from './scoring-rule';

describe('the polla scoring rule', () => {
  it('splits an accumulator exactly: the winners’ parts and the rollover add up to it, the rollover below one unit each', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 1000 }), (amount, winners) => {
        const { each, paid, rollover } = splitPote(amount, winners);
        expect(each * BigInt(winners) + rollover).toBe(amount);
        expect(paid).toBe(each * BigInt(winners));
        expect(rollover >= 0n && (winners === 0 ? rollover === amount : rollover < BigInt(winners))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the first to the best score and the second to the best of the rest, above their minimums', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 6 }),
        (scores, min) => {
          const tickets = scores.map((score, id) => ({ id, score }));
          const rule = { pointsPerHit: 1, firstMinPoints: min, secondMinPoints: 0, weeklyMinPoints: 6 };
          const { first, second, weekly } = winnersOf(tickets, rule);
          const top = Math.max(-1, ...scores);
          expect(first.every((id) => scores[id] === top && top >= min)).toBe(true);
          expect(first.length).toBe(top >= min ? scores.filter((s) => s === top).length : 0);
          expect(second.some((id) => first.includes(id))).toBe(false);
          const rest = tickets.filter((ticket) => !first.includes(ticket.id));
          const secondTop = Math.max(-1, ...rest.map((ticket) => ticket.score));
          expect(second.every((id) => scores[id] === secondTop)).toBe(true);
          expect(weekly).toEqual(tickets.filter((ticket) => ticket.score === 6).map((ticket) => ticket.id));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('scores a hit per draw whose result was picked', () => {
    const picks = new Map([
      [1, ['7', '8']],
      [2, ['9']],
      [3, ['0']],
    ]);
    const results = new Map([
      [1, '8'],
      [2, '10'],
      [3, '0'],
    ]);
    expect(scoreOf(picks, results, 2)).toBe(4);
    expect(scoreOf(picks, new Map(), 1)).toBe(0);
  });

  it('takes each share as the floor of the price’s basis points, and reads percentages exactly', () => {
    expect(shareOf(10_001n, 3333)).toBe(3333n);
    expect(basisPointsOf('7.33')).toBe(733);
    expect(basisPointsOf('12.5')).toBe(1250);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(percentOf(733)).toBe('7.33');
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10_000 }), (price, bp) => {
        const share = shareOf(price, bp);
        expect(share * 10_000n <= price * BigInt(bp) && (share + 1n) * 10_000n > price * BigInt(bp)).toBe(true);
        expect(basisPointsOf(percentOf(bp))).toBe(bp);
      }),
      { numRuns: 200 },
    );
  });
});
