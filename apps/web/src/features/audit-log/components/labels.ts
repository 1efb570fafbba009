import { AUDIT_ENTITY_LABELS, ROLE_LABELS, ROLES, type Role } from '@banca/contracts';

/** How the log's action codes read on screen; unknown codes show as they are. */
const ACTION_LABELS: Record<string, string> = {
  CREATE: 'Creación',
  UPDATE: 'Modificación',
  DELETE: 'Eliminación',
  BLOCK: 'Bloqueo',
  UNBLOCK: 'Desbloqueo',
  RESET_PASSWORD: 'Cambio de contraseña',
  GRANT: 'Permiso otorgado',
  REMOVE: 'Permiso retirado',
  LOGIN: 'Inicio de sesión',
  LOGIN_FAILED: 'Inicio de sesión fallido',
  LOGOUT: 'Cierre de sesión',
  TOKEN_REUSE: 'Reuso de token',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? entity;
export const roleLabel = (role: string | null) =>
  role && (ROLES as readonly string[]).includes(role) ? ROLE_LABELS[role as Role] : (role ?? '—');
