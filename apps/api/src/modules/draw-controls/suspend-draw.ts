import type { Suspension, ZSuspendDrawRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { scopeOf } from '../../lib/scope';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { duplicateField } from '../../lib/unique-violation';
import type { DrawControlContext } from './create-blocked-number';
import * as repo from './suspension-repository';

const RESULTED = 'El sorteo ya tiene resultado: no se puede suspender.';

/**
 * Suspends a draw occurrence for the caller's banca or a partner of its subtree. The sale reads
 * the suspensions in its own transaction, so selling stops with the next ticket.
 */
export async function suspendDraw(
  db: Db,
  caller: Principal,
  input: z.output<typeof ZSuspendDrawRequest>,
  ctx: DrawControlContext,
): Promise<Suspension> {
  const scope = scopeOf(caller);
  const partner = await partnerInScopeOr404(db, scope, input.partner_id ?? caller.partner.id, 'El asociado no existe.');
  return db.transaction(async (tx) => {
    const occurrence = await repo.lockOccurrence(tx, input.occurrence_id);
    if (!occurrence) throw invalidField('occurrence_id', 'El sorteo no existe.');
    if (occurrence.result_number !== null) {
      throw new AppError('UNPROCESSABLE', RESULTED, [{ field: 'occurrence_id', message: RESULTED }]);
    }
    if (await repo.liveSuspensionFor(tx, occurrence.id, partner.id)) {
      throw duplicateField('occurrence_id', `El sorteo ya está suspendido para ${partner.name}.`);
    }
    const id = await repo.insertSuspension(tx, {
      occurrenceId: occurrence.id,
      partnerId: partner.id,
      reason: input.reason,
      createdBy: caller.id,
    });
    const after = (await repo.findSuspension(tx, scope, id))!;
    await recordAudit(tx, ctx.actor, {
      action: 'SUSPEND',
      entity: 'suspended_draw',
      entityId: id,
      subjectPartnerId: partner.id,
      after: { ...after, sorteo: occurrence.label },
    });
    return after;
  });
}
