import type { User } from '@banca/contracts';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';
import { flagRoleProblems } from './user-rules';

/**
 * Grants or removes the awarding permission (spec: awarding-control). Only a caller that may
 * award itself gets here (the endpoint's rule), and nobody removes its own.
 */
export async function setAwardingPermission(
  ctx: UseCaseContext,
  { userId, grant }: { userId: number; grant: boolean },
): Promise<User> {
  const { principal: caller, scope } = ctx;
  if (!caller.awarding_results)
    throw new AppError('FORBIDDEN', 'Solo quien puede premiar sorteos otorga o retira ese permiso.');
  return inTransaction(ctx, async (tx) => {
    const target = await repo.findUserInScope(tx.db, scope, userId, true);
    if (!target) throw userNotFound();
    if (target.id === caller.id) {
      throw new AppError('UNPROCESSABLE', 'No puede cambiar su propio permiso de premiación.', [
        { field: 'userId', message: 'No puede cambiar su propio permiso de premiación.' },
      ]);
    }
    assertMayManage(caller, target);
    const problems = flagRoleProblems(target.role, { manage_childs: false, awarding_results: grant });
    if (problems.length) throw new AppError('UNPROCESSABLE', problems[0]!.message, problems);
    if (target.awarding_results === grant) return repo.publicUser(target);
    await repo.updateUserRow(tx.db, target.id, { awardingResults: grant });
    await tx.audit({
      action: grant ? 'GRANT' : 'REMOVE',
      entity: 'awarding_permission',
      entityId: target.id,
      subjectPartnerId: target.partner.id,
      before: { username: target.username, awarding_results: target.awarding_results },
      after: { username: target.username, awarding_results: grant },
    });
    return repo.publicUser((await repo.findUserInScope(tx.db, scope, target.id))!);
  });
}
