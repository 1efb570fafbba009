import type { Currency } from '@banca/contracts';
import { formatMoney } from '@/lib/format';

/** A money cell of a sheet: the amount (minor units) in the sheet's currency, or `unset` when none is set. */
export function moneyOr(minor: string | null | undefined, currency: Currency, unset = '—'): string {
  return minor ? formatMoney(minor, currency) : unset;
}
