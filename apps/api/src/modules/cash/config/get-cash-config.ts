import type { CashConfigAnswer } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { taquillaBelow } from '../cash-taquilla';
import { readCashConfig } from '../config-repository';

/** A superior reads the cash settings of a taquilla below it. */
export async function getCashConfig(ctx: UseCaseContext, taquillaId: number): Promise<CashConfigAnswer> {
  const taquilla = await taquillaBelow(ctx, taquillaId);
  return readCashConfig(ctx.db, taquilla.id);
}
