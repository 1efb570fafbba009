import type { User } from '@banca/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { scopeOf } from '../../lib/scope';
import { assertMayManage, userNotFound } from './grant-check';
import * as repo from './repository';
import { flagRoleProblems } from './user-rules';

/**
 * Grants or removes the awarding permission (spec: awarding-control). Only a caller that may
 * award itself gets here (the endpoint's rule), and nobody removes its own.
 */
export async function setAwardingPermission(
  db: Db,
  caller: Principal,
  userId: number,
  grant: boolean,
  actor: AuditActor,
): Promise<User> {
  if (!caller.awarding_results)
    throw new AppError('FORBIDDEN', 'Solo quien puede premiar sorteos otorga o retira ese permiso.');
  const scope = scopeOf(caller);
  return db.transaction(async (tx) => {
    const target = await repo.findUserInScope(tx, scope, userId, true);
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
    await repo.updateUserRow(tx, target.id, { awardingResults: grant });
    await recordAudit(tx, actor, {
      action: grant ? 'GRANT' : 'REMOVE',
      entity: 'awarding_permission',
      entityId: target.id,
      subjectPartnerId: target.partner.id,
      before: { username: target.username, awarding_results: target.awarding_results },
      after: { username: target.username, awarding_results: grant },
    });
    return repo.publicUser((await repo.findUserInScope(tx, scope, target.id))!);
  });
}
