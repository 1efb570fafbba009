import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, moneyText, shownDecimal } from './money';

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

describe('moneyText', () => {
  it('writes each currency as the screens do: its symbol, Spanish grouping, pesos whole', () => {
    expect(moneyText(123456n, 'BS')).toBe('Bs 1.234,56');
    expect(moneyText('1000', 'USD')).toBe('$ 10,00');
    expect(moneyText(100000n, 'COP')).toBe('$ 1.000');
    expect(moneyText(-123456789012345678n, 'BS')).toBe('Bs -1.234.567.890.123.456,78');
    expect(moneyText(100050n, 'COP')).toBe('$ 1.000,50');
  });

  it('is every digit of any amount, as Intl writes the same decimal in es-VE', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 18n) + 1n, 10n ** 18n - 1n),
        fc.constantFrom(...CURRENCY_CODES),
        (minor, currency) => {
          const decimal = shownDecimal(minor, currency);
          const digits = decimal.split('.')[1]?.length ?? 0;
          const intl = new Intl.NumberFormat('es-VE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
          const text = moneyText(minor, currency);
          expect(text.slice(text.indexOf(' ') + 1)).toBe(intl.format(decimal as unknown as number));
          expect(text.replace(/[^\d-]/g, '')).toBe(decimal.replace('.', ''));
        },
      ),
    );
  });
});
