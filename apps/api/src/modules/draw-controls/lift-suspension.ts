import type { Suspension } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import * as repo from './suspension-repository';

/** Lifts a suspension of the caller's subtree: the draw sells again. Lifting it twice changes nothing. */
export async function liftSuspension(ctx: UseCaseContext, id: number): Promise<Suspension> {
  const { scope } = ctx;
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findSuspension(tx.db, scope, id);
    if (!before) throw notFound('La suspensión no existe.');
    if (before.lifted_at || !(await repo.markLifted(tx.db, id, ctx.principal.id))) {
      return (await repo.findSuspension(tx.db, scope, id))!;
    }
    const after = (await repo.findSuspension(tx.db, scope, id))!;
    await tx.audit({
      action: 'LIFT',
      entity: 'suspended_draw',
      entityId: id,
      subjectPartnerId: before.partner_id,
      before,
      after,
    });
    await raise(tx, 'draw.suspension-changed', {
      occurrenceId: before.occurrence_id,
      partnerId: before.partner_id,
      partnerName: before.partner_name,
      lifted: true,
      actorId: ctx.principal.id,
    });
    return after;
  });
}
