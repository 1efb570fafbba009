import type { Alert, AlertStatus, HandleAlertRequest } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { findAlert, handleAlert } from './alert-repository';

/** Closes one open alert of the caller's subtree with a note, audited; another's is 404, a closed one 409. */
export async function closeAlert(
  ctx: UseCaseContext,
  input: { id: number } & HandleAlertRequest,
  status: Exclude<AlertStatus, 'ABIERTA'>,
): Promise<Alert> {
  return inTransaction(ctx, async (tx) => {
    const before = await findAlert(tx.db, ctx.scope, input.id, true);
    if (!before) throw notFound('La alerta no existe.');
    if (before.status !== 'ABIERTA') {
      throw new AppError(
        'CONFLICT',
        `La alerta ya fue ${before.status === 'RECONOCIDA' ? 'reconocida' : 'descartada'}.`,
      );
    }
    await handleAlert(tx.db, input.id, status, input.note, ctx.principal.id);
    const after = (await findAlert(tx.db, ctx.scope, input.id))!;
    await tx.audit({
      action: status === 'RECONOCIDA' ? 'ACKNOWLEDGE' : 'DISMISS',
      entity: 'alert',
      entityId: input.id,
      subjectPartnerId: before.partner.id,
      before: { status: before.status, title: before.title },
      after: { status: after.status, note: after.note },
    });
    return after;
  });
}
