import { PARTNER_KIND_LABELS, ROLE_LABELS, type exportUsers, type User } from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { userListQueries } from './repository';

const STATUS_LABELS: Record<User['status'], string> = { ACTIVE: 'Activo', BLOCKED: 'Bloqueado', INACTIVE: 'Inactivo' };

/** The users of the subtree as a file: the list's own query and scope. */
export const usersExport: ExportSpec<typeof exportUsers, User> = {
  title: 'Usuarios',
  fileName: 'usuarios',
  filterLabels: { ...filterLabelsOf('search', 'status', 'partner_id'), role: 'Rol' },
  columns: [
    { title: 'Usuario', kind: 'text', value: 'username' },
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Correo', kind: 'text', value: 'email' },
    { title: 'Rol', kind: 'text', value: (u) => ROLE_LABELS[u.role] },
    { title: 'Asociado', kind: 'text', value: (u) => u.partner.name },
    { title: 'Tipo de asociado', kind: 'text', value: (u) => PARTNER_KIND_LABELS[u.partner.kind] },
    { title: 'Gestiona hijos', kind: 'text', value: 'manage_childs' },
    { title: 'Premia resultados', kind: 'text', value: 'awarding_results' },
    { title: 'Estado', kind: 'text', value: (u) => STATUS_LABELS[u.status] },
    { title: 'Último ingreso', kind: 'datetime', value: 'last_login_at' },
    { title: 'Creado', kind: 'datetime', value: 'created_at' },
  ],
  rows: ({ db, scope }, filters) => pageRows(userListQueries(db, scope, filters).rows),
};
