import { formatMoney, type Currency } from '@banca/contracts';

/** `Bs 1.234,56`, `$ 1.000` from minor units, exactly: the contracts' formatter, the one the screens use. */
export function formatMinor(amount: bigint, currency: Currency): string {
  return formatMoney(amount, currency);
}
