import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  ROLE_LABELS,
  type exportLogs,
  type LogEntry,
  type Role,
} from '@banca/contracts';
import { filterLabelsOf, listRows, type ExportSpec } from '../../lib/file-answer';
import { listLogs } from './list-logs';

/** The audit log as a file: the list's own query and scope, page after page. */
export const logsExport: ExportSpec<typeof exportLogs, LogEntry> = {
  title: 'Bitácora',
  fileName: 'bitacora',
  filterLabels: {
    ...filterLabelsOf('from', 'to', 'search'),
    user_id: 'Usuario',
    action: 'Acción',
    entity: 'Entidad',
    entity_id: 'Identificador',
  },
  columns: [
    { title: 'Fecha', kind: 'datetime', value: 'at' },
    { title: 'Usuario', kind: 'text', value: 'username' },
    {
      title: 'Rol',
      kind: 'text',
      value: (entry) => (entry.role ? (ROLE_LABELS[entry.role as Role] ?? entry.role) : null),
    },
    { title: 'Acción', kind: 'text', value: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
    { title: 'Entidad', kind: 'text', value: (entry) => AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity },
    { title: 'Identificador', kind: 'text', value: 'entity_id' },
    { title: 'Asociado', kind: 'text', value: (entry) => entry.partner?.name },
    { title: 'Asociado afectado', kind: 'text', value: (entry) => entry.subject_partner?.name },
    { title: 'IP', kind: 'text', value: 'ip' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listLogs(ctx, { query, cachedCount: 0 })),
};
