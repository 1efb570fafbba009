import type { Suspension } from '@banca/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { scopeOf } from '../../lib/scope';
import type { DrawControlContext } from './create-blocked-number';
import * as repo from './suspension-repository';

/** Lifts a suspension of the caller's subtree: the draw sells again. Lifting it twice changes nothing. */
export async function liftSuspension(
  db: Db,
  caller: Principal,
  id: number,
  ctx: DrawControlContext,
): Promise<Suspension> {
  const scope = scopeOf(caller);
  return db.transaction(async (tx) => {
    const before = await repo.findSuspension(tx, scope, id);
    if (!before) throw notFound('La suspensión no existe.');
    if (before.lifted_at || !(await repo.markLifted(tx, id, caller.id))) {
      return (await repo.findSuspension(tx, scope, id))!;
    }
    const after = (await repo.findSuspension(tx, scope, id))!;
    await recordAudit(tx, ctx.actor, {
      action: 'LIFT',
      entity: 'suspended_draw',
      entityId: id,
      subjectPartnerId: before.partner_id,
      before,
      after,
    });
    return after;
  });
}
