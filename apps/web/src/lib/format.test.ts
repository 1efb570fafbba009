import { describe, expect, it } from 'vitest';
import { currencyLabel, formatDate, formatMoney, minorToDecimalString } from './format';

describe('formatting', () => {
  it('turns minor units into a decimal string without floats', () => {
    expect(minorToDecimalString(123456n)).toBe('1234.56');
    expect(minorToDecimalString('-5')).toBe('-0.05');
    expect(minorToDecimalString('900719925474099312')).toBe('9007199254740993.12');
  });

  it('formats money with the currency symbol and Spanish separators', () => {
    expect(formatMoney('123456', 'BS')).toBe('Bs 1.234,56');
    expect(formatMoney(1000n, 'USD')).toBe('$ 10,00');
    expect(currencyLabel('COP')).toBe('Pesos Colombianos ($)');
  });

  it('shows Colombian pesos without decimals, unless the amount has centavos', () => {
    expect(formatMoney('123456700', 'COP')).toBe('$ 1.234.567');
    expect(formatMoney('100050', 'COP')).toBe('$ 1.000,50');
  });

  it('formats dates in Spanish order, in a given zone', () => {
    expect(formatDate('2025-03-01T02:00:00Z', 'America/Caracas')).toBe('28/02/2025');
  });
});
