import { describe, expect, it } from 'vitest';
import { formatCompact, formatCountOf, formatDrawn, formatPercentNumber, formatRate } from './text-format';

describe('the drawn and worked-out numbers', () => {
  it('writes chart numbers with Spanish grouping, short on an axis', () => {
    expect(formatDrawn(1234.567)).toBe('1.234,57');
    // The short word is the runtime's (Chromium: «mil», Node: «k»); the figure is ours.
    expect(formatCompact(400_000)).toMatch(/^400\s?(mil|k)$/);
    expect(formatCompact(1_250_000)).toMatch(/^1,3\s?M/);
  });

  it('writes a worked-out percentage with one decimal', () => {
    expect(formatPercentNumber(12.34)).toBe('12,3 %');
    expect(formatPercentNumber(0)).toBe('0,0 %');
  });

  it('writes a rate from its decimal string, every digit, with the currency symbol', () => {
    expect(formatRate('36.5', 'BS')).toBe('Bs 36,5 por dólar');
    expect(formatRate('4123.123457', 'COP')).toBe('$ 4.123,123457 por dólar');
  });
});

describe('a count with its noun', () => {
  it('says one in the singular and every other count, zero included, in the plural, grouped', () => {
    expect(formatCountOf(1, 'ticket', 'tickets')).toBe('1 ticket');
    expect(formatCountOf(0, 'ticket', 'tickets')).toBe('0 tickets');
    expect(formatCountOf(1234n, 'jugada', 'jugadas')).toBe('1.234 jugadas');
  });
});
