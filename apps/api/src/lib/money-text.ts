import { moneyText, type Currency } from '@banca/contracts';

/** `Bs 1.234,56`, `$ 1.000` from minor units, exactly: the screens' own money text. */
export function formatMinor(amount: bigint, currency: Currency): string {
  return moneyText(amount, currency);
}
