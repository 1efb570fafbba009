import { CURRENCIES, shownDecimal, type Currency } from '@banca/contracts';

const formatters = new Map<number, Intl.NumberFormat>();

/** `Bs 1.234,56`, `$ 1.000` from minor units, exactly (Intl formats the decimal string, no float). */
export function formatMinor(amount: bigint, currency: Currency): string {
  const decimal = shownDecimal(amount, currency);
  const digits = decimal.split('.')[1]?.length ?? 0;
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-VE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, formatter);
  }
  return `${CURRENCIES[currency].symbol} ${formatter.format(decimal as unknown as number)}`;
}
