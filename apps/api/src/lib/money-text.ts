import { CURRENCIES, type Currency } from '@banca/contracts';

const formatters = new Map<number, Intl.NumberFormat>();

/** `Bs 1.234,56` from minor units, exactly (Intl formats the decimal string, no float). */
export function formatMinor(amount: bigint, currency: Currency): string {
  const { symbol, minorDigits } = CURRENCIES[currency];
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(minorDigits + 1, '0');
  const decimal = `${negative ? '-' : ''}${digits.slice(0, digits.length - minorDigits)}.${digits.slice(digits.length - minorDigits)}`;
  let formatter = formatters.get(minorDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-VE', {
      minimumFractionDigits: minorDigits,
      maximumFractionDigits: minorDigits,
    });
    formatters.set(minorDigits, formatter);
  }
  return `${symbol} ${formatter.format(decimal as unknown as number)}`;
}
