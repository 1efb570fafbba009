import type { BlockedNumber } from '@banca/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { scopeOf } from '../../lib/scope';
import * as repo from './blocked-number-repository';
import type { DrawControlContext } from './create-blocked-number';

/** Unblocks: the row is kept as deleted (who and when). Deleting it again changes nothing. */
export async function deleteBlockedNumber(
  db: Db,
  caller: Principal,
  id: number,
  ctx: DrawControlContext,
): Promise<BlockedNumber> {
  const scope = scopeOf(caller);
  return db.transaction(async (tx) => {
    const before = await repo.findBlockedNumber(tx, scope, id, ctx.timezone);
    if (!before) throw notFound('El bloqueo no existe.');
    if (before.state === 'DELETED' || !(await repo.markBlockDeleted(tx, id, caller.id))) {
      return (await repo.findBlockedNumber(tx, scope, id, ctx.timezone))!;
    }
    const after = (await repo.findBlockedNumber(tx, scope, id, ctx.timezone))!;
    await recordAudit(tx, ctx.actor, {
      action: 'UNBLOCK',
      entity: 'blocked_number',
      entityId: id,
      subjectPartnerId: before.partner_id,
      before,
      after,
    });
    return after;
  });
}
