import type { Suspension, ZSuspendDrawRequest } from '@banca/contracts';
import type { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { duplicateField } from '../../lib/unique-violation';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { raise } from '../../lib/domain-events';
import * as repo from './suspension-repository';

const RESULTED = 'El sorteo ya tiene resultado: no se puede suspender.';

/**
 * Suspends a draw occurrence for the caller's banca or a partner of its subtree. The sale reads
 * the suspensions in its own transaction, so selling stops with the next ticket.
 */
export async function suspendDraw(
  ctx: UseCaseContext,
  input: z.output<typeof ZSuspendDrawRequest>,
): Promise<Suspension> {
  const { scope, principal } = ctx;
  const partner = await partnerInScopeOr404(
    ctx.db,
    scope,
    input.partner_id ?? principal.partner.id,
    'El asociado no existe.',
  );
  return inTransaction(ctx, async (tx) => {
    const occurrence = await repo.lockOccurrence(tx.db, input.occurrence_id);
    if (!occurrence) throw invalidField('occurrence_id', 'El sorteo no existe.');
    if (occurrence.result_number !== null) {
      throw new AppError('UNPROCESSABLE', RESULTED, [{ field: 'occurrence_id', message: RESULTED }]);
    }
    if (await repo.liveSuspensionFor(tx.db, occurrence.id, partner.id)) {
      throw duplicateField('occurrence_id', `El sorteo ya está suspendido para ${partner.name}.`);
    }
    const id = await repo.insertSuspension(tx.db, {
      occurrenceId: occurrence.id,
      partnerId: partner.id,
      reason: input.reason,
      createdBy: principal.id,
    });
    const after = (await repo.findSuspension(tx.db, scope, id))!;
    await tx.audit({
      action: 'SUSPEND',
      entity: 'suspended_draw',
      entityId: id,
      subjectPartnerId: partner.id,
      after: { ...after, sorteo: occurrence.label },
    });
    await raise(tx, 'draw.suspension-changed', {
      occurrenceId: occurrence.id,
      partnerId: partner.id,
      partnerName: partner.name,
      lifted: false,
      reason: input.reason,
      actorId: principal.id,
    });
    return after;
  });
}
