import type { PartnerKind, Role } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import {
  flagGrantProblems,
  flagRoleProblems,
  manageTargetProblem,
  roleGrantProblem,
  roleKindProblem,
  type Caller,
  type Flags,
} from './user-rules';
import type { ScopedUser } from './repository';

export interface Grant {
  role: Role;
  partnerKind: PartnerKind;
  before: Flags | null;
  after: Flags;
}

/** Refuses, with the field at fault, a role or flag the caller may not give or the partner cannot take. */
export function assertMayGive(caller: Caller, grant: Grant, roleChanged = true): void {
  const roleProblem = roleChanged ? roleGrantProblem(caller.role, grant.role) : null;
  if (roleProblem) throw new AppError('FORBIDDEN', roleProblem, [{ field: 'role', message: roleProblem }]);
  const flagProblems = flagGrantProblems(caller, grant.before, grant.after);
  if (flagProblems.length) throw new AppError('FORBIDDEN', flagProblems[0]!.message, flagProblems);
  const kindProblem = roleKindProblem(grant.role, grant.partnerKind);
  if (kindProblem) throw new AppError('UNPROCESSABLE', kindProblem, [{ field: 'role', message: kindProblem }]);
  const holdProblems = flagRoleProblems(grant.role, grant.after);
  if (holdProblems.length) throw new AppError('UNPROCESSABLE', holdProblems[0]!.message, holdProblems);
}

/** Refuses managing a user the caller is not above (user-rules.ts `manageTargetProblem`). */
export function assertMayManage(caller: Caller & { partner: { path: string } }, target: ScopedUser): void {
  const problem = manageTargetProblem(
    { ...caller, partnerPath: caller.partner.path },
    { id: target.id, role: target.role, partnerPath: target.partner.path, flags: flagsOf(target) },
  );
  if (problem) throw new AppError('FORBIDDEN', problem);
}

export const flagsOf = (user: { manage_childs: boolean; awarding_results: boolean }): Flags => ({
  manage_childs: user.manage_childs,
  awarding_results: user.awarding_results,
});

const USERNAME_TAKEN = { field: 'username', message: 'El nombre de usuario ya existe.' };

export const usernameTakenError = () => new AppError('CONFLICT', USERNAME_TAKEN.message, [USERNAME_TAKEN]);

/** Two creations of the same username at once: the unique index answers like the check. */
export const USERNAME_CONFLICT = { users_username_uq: USERNAME_TAKEN };

export const userNotFound = () => notFound('El usuario no existe.');

export const partnerNotFound = () =>
  new AppError('NOT_FOUND', 'El asociado no existe.', [{ field: 'partner_id', message: 'El asociado no existe.' }]);
