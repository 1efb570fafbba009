import type { CashMovement } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { assertWithinMoneyMaximum } from '../../network';
import { taquillaBelow } from '../cash-taquilla';
import { writeReload, type ReloadInput } from './write-reload';

/** Money the chain sends to one taquilla: it counts in its open register at once. */
export async function createReload(
  ctx: UseCaseContext,
  input: ReloadInput & { taquilla_id: number },
): Promise<CashMovement> {
  const taquilla = await taquillaBelow(ctx, input.taquilla_id);
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  return inTransaction(ctx, (tx) => writeReload(tx, taquilla.id, input, null));
}
