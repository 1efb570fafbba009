import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, shownDecimal } from './money';

describe('shownDecimal', () => {
  it('reads pesos whole and keeps the céntimos of bolívares and dollars', () => {
    expect(shownDecimal(123456n, 'BS')).toBe('1234.56');
    expect(shownDecimal(-5n, 'USD')).toBe('-0.05');
    expect(shownDecimal(100000n, 'COP')).toBe('1000');
    expect(shownDecimal(-100n, 'COP')).toBe('-1');
    expect(shownDecimal(0n, 'COP')).toBe('0');
  });

  it('never hides a fraction: pesos with centavos show them', () => {
    expect(shownDecimal(100050n, 'COP')).toBe('1000.50');
  });

  it('is the exact amount in every currency', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }),
        fc.constantFrom(...CURRENCY_CODES),
        (minor, currency) => {
          const [whole = '', fraction = ''] = shownDecimal(minor, currency).replace('-', '').split('.');
          const back = BigInt(whole + fraction.padEnd(2, '0')) * (minor < 0n ? -1n : 1n);
          expect(back).toBe(minor);
        },
      ),
      { numRuns: 200 },
    );
  });
});
