import { randomUUID } from 'node:crypto';
import { AppError, notFound } from '../../../lib/app-error';
import { findPartnerInScope } from '../../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../../lib/use-case';
import { assertWithinMoneyMaximum } from '../../network';
import { isBelowCaller } from '../cash-taquilla';
import { cashTaquillas } from '../taquilla-repository';
import { writeReload, type ReloadInput } from './write-reload';

/** The same reload to every active taquilla under a partner of the caller's subtree: all of them or none. */
export async function createGlobalReload(ctx: UseCaseContext, input: ReloadInput & { partner_id: number }) {
  const partner = await findPartnerInScope(ctx.db, ctx.scope, input.partner_id);
  if (!partner) throw notFound('El asociado no existe.');
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  const taquillas = (await cashTaquillas(ctx.db, { partnerId: partner.id, path: partner.path })).filter((t) =>
    isBelowCaller(ctx, t.id),
  );
  if (taquillas.length === 0) throw new AppError('UNPROCESSABLE', 'El asociado no tiene taquillas activas.');
  const batchId = randomUUID();
  return inTransaction(ctx, async (tx) => {
    for (const taquilla of taquillas) await writeReload(tx, taquilla.id, input, batchId);
    return { batch_id: batchId, reloads: taquillas.length };
  });
}
