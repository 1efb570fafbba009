import { ROLE_LABELS, ROLES, type Role, type SessionUser } from '@banca/contracts';

/** The roles this user may give: its own and those below it (the server checks it again). */
export function grantableRoles(me: Pick<SessionUser, 'role'>): Role[] {
  return ROLES.slice(ROLES.indexOf(me.role));
}

export const roleOptions = (roles: readonly Role[]) => roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Roles that may hold the registry and awarding flags. */
export const FLAG_ROLES: readonly Role[] = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'];
