import { MONEY_MAXIMUM_DEFAULTS, moneyText, type Currency } from '@banca/contracts';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { chainIds } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { bancaSettingsOf } from './banca-settings-repository';

export type MoneyMaximums = Record<Currency, bigint>;

/** The banca's largest accepted amount per currency: its own setting, else the product's default. */
export async function moneyMaximumsOf(db: Db, bancaId: number): Promise<MoneyMaximums> {
  const settings = await bancaSettingsOf(db, bancaId);
  return {
    BS: settings?.maxAmountBs ?? MONEY_MAXIMUM_DEFAULTS.BS,
    USD: settings?.maxAmountUsd ?? MONEY_MAXIMUM_DEFAULTS.USD,
    COP: settings?.maxAmountCop ?? MONEY_MAXIMUM_DEFAULTS.COP,
  };
}

/**
 * Refuses an amount above the caller's banca's maximum for its currency (400 on `field`): what a
 * manual entry, a payment or a cash movement may carry, set on the banca's configuration.
 */
export async function assertWithinMoneyMaximum(
  ctx: Pick<UseCaseContext, 'db' | 'principal'>,
  field: string,
  amount: bigint,
  currency: Currency,
  label = 'El monto',
): Promise<void> {
  const maximum = (await moneyMaximumsOf(ctx.db, chainIds(ctx.principal.partner.path)[0]!))[currency];
  if (amount > maximum) {
    throw invalidField(field, `${label} no puede ser mayor que ${moneyText(maximum, currency)}, el máximo de la banca.`);
  }
}
