import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, ROLE_LABELS, ROLES, type Role } from '@banca/contracts';

/** Unknown codes show as they are. */
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? entity;
export const roleLabel = (role: string | null) =>
  role && (ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : (role ?? '—');
