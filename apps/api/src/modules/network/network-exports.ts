import {
  BETS_CONFIG_SOURCE_LABELS,
  PARTNER_KIND_LABELS,
  PARTNER_STATUS_LABELS,
  TERMINAL_STATUS_LABELS,
  type Agency,
  type AgencyBetsConfig,
  type exportAgencies,
  type exportBetsConfigs,
  type exportDistributors,
  type exportTicketOffices,
  type Partner,
  type TicketOffice,
} from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import { agencyQueries } from './agency-repository';
import { betsConfigQueries } from './bets-config-repository';
import { partnerQueries } from './partner-list-repository';
import { ticketOfficeQueries } from './ticket-office-repository';

/**
 * The network's lists as files: each list's own query and scope (`*Queries(db, scope, filters)`),
 * page after page, so an export never holds a row its list would not show.
 */

const status = (row: { status: keyof typeof PARTNER_STATUS_LABELS }) => PARTNER_STATUS_LABELS[row.status];
const STATUS_FILTERS = { ...filterLabelsOf('search', 'status'), parent_id: 'Asociado padre' };

export const agenciesExport: ExportSpec<typeof exportAgencies, Agency> = {
  title: 'Agencias',
  fileName: 'agencias',
  filterLabels: STATUS_FILTERS,
  columns: [
    { title: 'Código', kind: 'text', value: 'code' },
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Pertenece a', kind: 'text', value: 'parent_name' },
    { title: 'Estado / municipio', kind: 'text', value: (a) => [a.state, a.municipality].filter(Boolean).join(' / ') },
    { title: 'Taquillas', kind: 'number', value: 'ticket_offices_count' },
    { title: 'Jugadas', kind: 'text', value: (a) => (a.has_bets_config ? 'Propia' : 'De la banca') },
    { title: 'Estado', kind: 'text', value: status },
    { title: 'Creada', kind: 'datetime', value: 'created_at' },
  ],
  rows: ({ db, scope }, filters) => pageRows(agencyQueries(db, scope, filters).rows),
};

export const distributorsExport: ExportSpec<typeof exportDistributors, Partner> = {
  title: 'Afiliados',
  fileName: 'afiliados',
  filterLabels: { ...STATUS_FILTERS, ...filterLabelsOf('kind') },
  columns: [
    { title: 'Código', kind: 'text', value: 'code' },
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Tipo', kind: 'text', value: (p) => PARTNER_KIND_LABELS[p.kind] },
    { title: 'Pertenece a', kind: 'text', value: 'parent_name' },
    { title: 'Nivel', kind: 'number', value: 'depth', total: false },
    { title: 'Hijos', kind: 'number', value: 'children_count' },
    { title: 'Contacto', kind: 'text', value: 'contact_name' },
    { title: 'Teléfono', kind: 'text', value: 'phone' },
    { title: 'Estado', kind: 'text', value: status },
  ],
  rows: ({ db, scope }, filters) => pageRows(partnerQueries(db, scope, filters).rows),
};

export const ticketOfficesExport: ExportSpec<typeof exportTicketOffices, TicketOffice> = {
  title: 'Taquillas',
  fileName: 'taquillas',
  filterLabels: { ...STATUS_FILTERS, ...filterLabelsOf('agency_id'), terminal_status: 'Terminal' },
  columns: [
    { title: 'Código', kind: 'text', value: 'code' },
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Agencia', kind: 'text', value: (o) => o.agency.name },
    { title: 'Usuarios', kind: 'text', value: (o) => o.users.map((u) => u.username).join(', ') },
    { title: 'Polla', kind: 'text', value: 'is_polla_seller' },
    { title: 'Terminal', kind: 'text', value: (o) => TERMINAL_STATUS_LABELS[o.terminal?.status ?? 'NONE'] },
    { title: 'Última conexión', kind: 'datetime', value: (o) => o.terminal?.last_connection_at },
    { title: 'Última desconexión', kind: 'datetime', value: (o) => o.terminal?.last_disconnection_at },
    { title: 'Versión', kind: 'text', value: (o) => o.terminal?.software_version },
    { title: 'Estado', kind: 'text', value: status },
  ],
  rows: ({ db, scope }, filters) => pageRows(ticketOfficeQueries(db, scope, filters).rows),
};

const limit = (
  value: 'min_per_play' | 'max_per_play' | 'max_per_ticket',
  title: string,
): ExportColumn<AgencyBetsConfig> => ({
  title,
  kind: 'money',
  value,
  currency: 'currency',
  group: 'Montos',
  total: false,
});

export const betsConfigsExport: ExportSpec<typeof exportBetsConfigs, AgencyBetsConfig> = {
  title: 'Configuración de jugadas',
  fileName: 'configuracion-jugadas',
  filterLabels: { ...filterLabelsOf('search'), source: 'Origen' },
  columns: [
    { title: 'Código', kind: 'text', value: 'agency_code' },
    { title: 'Agencia', kind: 'text', value: 'agency_name' },
    { title: 'Origen', kind: 'text', value: (row) => BETS_CONFIG_SOURCE_LABELS[row.source] },
    limit('min_per_play', 'Mín. por jugada'),
    limit('max_per_play', 'Máx. por jugada'),
    limit('max_per_ticket', 'Máx. por ticket'),
    { title: 'Min. antes del cierre', kind: 'number', value: 'minutes_before_close', total: false },
    { title: 'Ventana de anulación', kind: 'number', value: 'annulment_window_minutes', total: false },
    { title: 'Anulaciones por día', kind: 'number', value: 'max_annulments_per_day', total: false },
    { title: 'Validez (días)', kind: 'number', value: 'prize_validity_days', total: false },
  ],
  rows: ({ db, scope }, filters) => pageRows(betsConfigQueries(db, scope, filters).rows),
};
