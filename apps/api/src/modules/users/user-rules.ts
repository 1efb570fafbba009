import {
  FLAGS,
  PARTNER_KIND_LABELS,
  ROLE_LABELS,
  ROLE_PARTNER_KINDS,
  ROLES,
  type Flag,
  type PartnerKind,
  type Role,
} from '@banca/contracts';
import type { FieldError } from '../../lib/app-error';

/**
 * Who may give what (DOMAIN §1). Pure, so that each rule is tested on its own:
 * nobody gives a role above its own nor a flag it lacks, and nobody edits itself out of its
 * own role, partner or flags.
 */

export interface Caller {
  id: number;
  role: Role;
  manage_childs: boolean;
  awarding_results: boolean;
}

export type Flags = Record<Flag, boolean>;

const rank = (role: Role) => ROLES.indexOf(role);

const FLAG_LABELS: Record<Flag, string> = {
  manage_childs: 'gestionar asociados y usuarios',
  awarding_results: 'premiar sorteos',
};

/** Why the caller may not give this role, or null. */
export function roleGrantProblem(caller: Role, role: Role): string | null {
  if (role === 'ADMIN_BANCA' && (caller === 'SUPERV_BANCA' || caller === 'DISTRIBUIDOR')) {
    return 'Un supervisor o un distribuidor no puede crear administradores de banca.';
  }
  if (rank(role) < rank(caller)) return `No puede asignar el rol ${ROLE_LABELS[role]}: es superior al suyo.`;
  return null;
}

/** Why the role does not fit a partner of this kind, or null. */
export function roleKindProblem(role: Role, kind: PartnerKind): string | null {
  if (ROLE_PARTNER_KINDS[role].includes(kind)) return null;
  const fits = ROLE_PARTNER_KINDS[role].map((k) => PARTNER_KIND_LABELS[k]).join(' o ');
  return `El rol ${ROLE_LABELS[role]} no corresponde a un asociado de tipo ${PARTNER_KIND_LABELS[kind]} (debe ser ${fits}).`;
}

/** Flags the change sets or removes although the caller does not hold them. */
export function flagGrantProblems(caller: Caller, before: Flags | null, after: Flags): FieldError[] {
  return FLAGS.filter((flag) => (before?.[flag] ?? false) !== after[flag] && !caller[flag]).map((flag) => ({
    field: flag,
    message: `No puede otorgar ni retirar el permiso de ${FLAG_LABELS[flag]}: usted no lo tiene.`,
  }));
}

/** Only the registry roles (banca staff and distributors) may hold a flag. */
const FLAG_ROLES: readonly Role[] = ['ADMIN_BANCA', 'SUPERV_BANCA', 'DISTRIBUIDOR'];

/** Flags that a user of this role may not hold. */
export function flagRoleProblems(role: Role, flags: Flags): FieldError[] {
  if (FLAG_ROLES.includes(role)) return [];
  return FLAGS.filter((flag) => flags[flag]).map((flag) => ({
    field: flag,
    message: `Un usuario con el rol ${ROLE_LABELS[role]} no puede tener el permiso de ${FLAG_LABELS[flag]}.`,
  }));
}

/** A user as the manage rule sees it: its place in the tree, its role and its flags. */
export interface ManagedUser {
  id: number;
  role: Role;
  partnerPath: string;
  flags: Flags;
}

/**
 * Why the caller may not manage (edit, block, reset, grant awarding to) this user, or null. One
 * rule for every user-changing action: the target must sit below the caller, by role (a lower
 * role) or by place (a partner under the caller's), never above it by role, and must hold no
 * right the caller lacks; a colleague of the same role at the same partner is a peer, not a
 * subordinate. The caller's own account follows `selfChangeProblems` and its action's own rule.
 */
export function manageTargetProblem(caller: Caller & { partnerPath: string }, target: ManagedUser): string | null {
  if (caller.id === target.id) return null;
  if (rank(target.role) < rank(caller.role)) return 'No puede modificar un usuario con un rol superior al suyo.';
  const belowInTree = target.partnerPath !== caller.partnerPath && target.partnerPath.startsWith(caller.partnerPath);
  if (!belowInTree && rank(target.role) === rank(caller.role)) {
    return 'No puede modificar a un usuario de su mismo rol y asociado.';
  }
  const lacking = FLAGS.find((flag) => target.flags[flag] && !caller[flag]);
  if (lacking) return `No puede modificar un usuario con el permiso de ${FLAG_LABELS[lacking]}: usted no lo tiene.`;
  return null;
}

export interface UserChange {
  role: Role;
  partnerId: number;
  flags: Flags;
}

/** A user editing itself may change its name and e-mail, never its role, partner or flags. */
export function selfChangeProblems(
  caller: Caller,
  targetId: number,
  before: UserChange,
  after: UserChange,
): FieldError[] {
  if (caller.id !== targetId) return [];
  const problems: FieldError[] = [];
  if (before.role !== after.role) problems.push({ field: 'role', message: 'No puede cambiar su propio rol.' });
  if (before.partnerId !== after.partnerId)
    problems.push({ field: 'partner_id', message: 'No puede cambiar su propio asociado.' });
  for (const flag of FLAGS) {
    if (before.flags[flag] !== after.flags[flag]) {
      problems.push({ field: flag, message: 'No puede cambiar sus propios permisos.' });
    }
  }
  return problems;
}
