import type { Currency } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { assertWithinMoneyMaximum } from '../../network';
import { taquillaBelow } from '../cash-taquilla';
import { insertFund } from '../fund-prize-repository';

/** Sets a taquilla's opening fund in a currency; the registers it opens from now on start with it. */
export async function saveCashFund(
  ctx: UseCaseContext,
  input: { taquilla_id: number; currency: Currency; amount: string; observation?: string | undefined },
) {
  const taquilla = await taquillaBelow(ctx, input.taquilla_id);
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency, 'El fondo');
  return inTransaction(ctx, async (tx) => {
    await insertFund(tx.db, {
      taquillaId: taquilla.id,
      currency: input.currency,
      amount: input.amount,
      observation: input.observation ?? null,
      userId: tx.principal.id,
    });
    const after = { taquilla_id: taquilla.id, currency: input.currency, amount: input.amount };
    await tx.audit({
      action: 'CASH_FUND_SAVE',
      entity: 'cash_fund',
      entityId: taquilla.id,
      subjectPartnerId: taquilla.id,
      after,
    });
    return after;
  });
}
