import { randomUUID } from 'node:crypto';
import type { CashMovement, Currency } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { assertWithinMoneyMaximum } from '../network';
import { isBelowCaller } from './cash-taquilla';
import { insertFund } from './movement-repository';
import { cashTaquillas } from './taquilla-repository';
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
    await tx.audit({ action: 'CASH_FUND_SAVE', entity: 'cash_fund', entityId: taquilla.id, subjectPartnerId: taquilla.id, after });
    return after;
  });
}

type ReloadInput = { currency: Currency; payment_method: string; amount: string; description: string };

const reloadOf = (tx: UseCaseContext, taquillaId: number, input: ReloadInput, batchId: string | null) =>
  writeMovement(tx, {
    kind: 'RECARGA',
    taquillaId,
    currency: input.currency,
    paymentMethod: input.payment_method,
    amount: input.amount,
    reference: null,
    exchangeAmount: null,
    exchangeCurrency: null,
    exchangeRate: null,
    description: input.description,
    outcomeTypeId: null,
    ticketId: null,
    evidenceImageIds: [],
    batchId,
    status: 'APROBADO',
    createdBy: tx.principal.id,
  });

/** Money the chain sends to one taquilla: it counts in its open register at once. */
export async function createReload(ctx: UseCaseContext, input: ReloadInput & { taquilla_id: number }): Promise<CashMovement> {
  const taquilla = await taquillaBelow(ctx, input.taquilla_id);
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  return inTransaction(ctx, (tx) => reloadOf(tx, taquilla.id, input, null));
}

/** The same reload to every active taquilla under a partner of the caller's subtree: all of them or none. */
export async function createGlobalReload(ctx: UseCaseContext, input: ReloadInput & { partner_id: number }) {
  const partner = await findPartnerInScope(ctx.db, ctx.scope, input.partner_id);
  if (!partner) throw notFound('El asociado no existe.');
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  const taquillas = (await cashTaquillas(ctx.db, { partnerId: partner.id, path: partner.path })).filter((t) => isBelowCaller(ctx, t.id));
  if (taquillas.length === 0) throw new AppError('UNPROCESSABLE', 'El asociado no tiene taquillas activas.');
  const batchId = randomUUID();
  return inTransaction(ctx, async (tx) => {
    for (const taquilla of taquillas) await reloadOf(tx, taquilla.id, input, batchId);
    return { batch_id: batchId, reloads: taquillas.length };
  });
}
