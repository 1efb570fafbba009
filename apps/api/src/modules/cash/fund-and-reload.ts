import type { CashMovement, Currency } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { isBelowCaller } from './cash-taquilla';
import { insertFund } from './movement-repository';
import { writeMovement } from './record-movement';

/** A taquilla strictly below the caller (a superior sets its fund or sends it money). */
export async function taquillaBelow(ctx: UseCaseContext, taquillaId: number) {
  const partner = await findPartnerInScope(ctx.db, ctx.scope, taquillaId);
  if (!partner || partner.kind !== 'TAQUILLA') throw notFound('La taquilla no existe.');
  if (!isBelowCaller(ctx, partner.id)) throw new AppError('UNPROCESSABLE', 'La caja de una taquilla la configura un superior.');
  return partner;
}

/** Sets a taquilla's opening fund in a currency; the registers it opens from now on start with it. */
export async function saveCashFund(
  ctx: UseCaseContext,
  input: { taquilla_id: number; currency: Currency; amount: string; observation?: string | undefined },
) {
  const taquilla = await taquillaBelow(ctx, input.taquilla_id);
  return inTransaction(ctx, async (tx) => {
    await insertFund(tx.db, {
      taquillaId: taquilla.id,
      currency: input.currency,
      amount: input.amount,
      observation: input.observation ?? null,
      userId: tx.principal.id,
    });
    const after = { taquilla_id: taquilla.id, currency: input.currency, amount: input.amount };
    await tx.audit({ action: 'CASH_FUND_SAVE', entity: 'cash_fund', entityId: taquilla.id, subjectPartnerId: taquilla.id, after });
    return after;
  });
}

/** Money the chain sends to one taquilla: it counts in its open register at once. */
export async function createReload(
  ctx: UseCaseContext,
  input: { taquilla_id: number; currency: Currency; payment_method: string; amount: string; description: string },
): Promise<CashMovement> {
  const taquilla = await taquillaBelow(ctx, input.taquilla_id);
  return inTransaction(ctx, (tx) =>
    writeMovement(tx, {
      kind: 'RECARGA',
      taquillaId: taquilla.id,
      currency: input.currency,
      paymentMethod: input.payment_method,
      amount: input.amount,
      reference: null,
      exchangeAmount: null,
      exchangeCurrency: null,
      exchangeRate: null,
      description: input.description,
      expenseTypeId: null,
      ticketId: null,
      evidenceImageIds: [],
      batchId: null,
      status: 'APROBADO',
      createdBy: tx.principal.id,
    }),
  );
}
