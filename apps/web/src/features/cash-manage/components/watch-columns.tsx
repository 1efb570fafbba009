import type { CashAuditEntry, CashFundEntry, CashMovement, CashPrizeRow, CashResumeRow } from '@banca/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { countColumn, moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { methodLabel } from '@/features/cash';
import { formatDate, formatDateTime } from '@/lib/format';
import { AuditChanges } from './audit-changes-list';

const byCurrency = (row: { currency: CashResumeRow['currency'] }) => row.currency;

/** The registers of one agency and day, on the «Arqueos» tab. */
export const registersLinkOf = (row: CashResumeRow) =>
  `/admin/administrative/cash-manage/cash-registers?${new URLSearchParams({
    from_date: row.business_date,
    to_date: row.business_date,
    partner_id: String(row.agency_id),
    currency: row.currency,
  })}`;

export const resumeColumns: ReportColumn<CashResumeRow>[] = [
  { id: 'business_date', header: 'Fecha', sortable: true, render: (row) => formatDate(row.business_date) },
  { id: 'agency_name', header: 'Agencia' },
  // The money first, then how far the day's registers went: the figures stay in view on a laptop
  // with the menu open, and on a tablet the counts but the pending ones give way.
  moneyColumn<CashResumeRow>({ id: 'expected', header: 'Esperado', currency: byCurrency }),
  moneyColumn<CashResumeRow>({ id: 'counted', header: 'Contado', currency: byCurrency }),
  moneyColumn<CashResumeRow>({ id: 'difference', header: 'Diferencia', currency: byCurrency }),
  countColumn<CashResumeRow>({ id: 'pending', header: 'Pendientes' }),
  countColumn<CashResumeRow>({ id: 'registers', header: 'Arqueos', hideOnSmall: true }),
  countColumn<CashResumeRow>({ id: 'created', header: 'Creados', hideOnSmall: true }),
  countColumn<CashResumeRow>({ id: 'returned', header: 'Devueltos', hideOnSmall: true }),
  countColumn<CashResumeRow>({ id: 'sent', header: 'Enviados', hideOnSmall: true }),
  countColumn<CashResumeRow>({ id: 'approved', header: 'Aprobados', hideOnSmall: true }),
  {
    id: 'actions',
    header: 'Detalle',
    render: (row) => (
      <Button
        size="small"
        component={RouterLink}
        to={registersLinkOf(row)}
        aria-label={`Ver los arqueos de ${row.agency_name} del ${formatDate(row.business_date)}`}
      >
        Ver arqueos
      </Button>
    ),
  },
];

export const prizeColumns: ReportColumn<CashPrizeRow>[] = [
  { id: 'taquilla_name', header: 'Taquilla', sortable: true },
  countColumn<CashPrizeRow>({ id: 'paid_count', header: 'Pagados', group: 'Pagados' }),
  moneyColumn<CashPrizeRow>({ id: 'paid', header: 'Monto pagado', currency: byCurrency, group: 'Pagados' }),
  countColumn<CashPrizeRow>({ id: 'pending_count', header: 'Pendientes', group: 'Pendientes' }),
  moneyColumn<CashPrizeRow>({ id: 'pending', header: 'Monto pendiente', currency: byCurrency, group: 'Pendientes' }),
];

export const fundColumns: ReportColumn<CashFundEntry>[] = [
  { id: 'created_at', header: 'Fecha', sortable: true, render: (row) => formatDateTime(row.created_at) },
  { id: 'taquilla_name', header: 'Taquilla' },
  moneyColumn<CashFundEntry>({ id: 'amount', header: 'Fondo', currency: byCurrency }),
  {
    id: 'in_force',
    header: 'Vigente',
    render: (row) =>
      row.in_force ? (
        <Chip size="small" color="success" label="Vigente" />
      ) : (
        <Chip size="small" variant="outlined" label="Anterior" />
      ),
  },
  { id: 'created_by', header: 'Fijado por', hideOnSmall: true },
  { id: 'observation', header: 'Observación', hideOnSmall: true, render: (row) => row.observation ?? '—' },
];

export const auditColumns: ReportColumn<CashAuditEntry>[] = [
  { id: 'at', header: 'Fecha', sortable: true, render: (row) => formatDateTime(row.at) },
  { id: 'username', header: 'Usuario', render: (row) => row.username ?? '—' },
  { id: 'action', header: 'Acción' },
  { id: 'taquilla_name', header: 'Taquilla', render: (row) => row.taquilla_name ?? '—' },
  { id: 'changes', header: 'Cambios', render: (row) => <AuditChanges before={row.before} after={row.after} /> },
];

export const reloadColumns: ReportColumn<CashMovement>[] = [
  { id: 'created_at', header: 'Fecha', sortable: true, render: (row) => formatDateTime(row.created_at) },
  { id: 'taquilla_name', header: 'Taquilla', sortable: true },
  { id: 'payment_method', header: 'Método', render: (row) => methodLabel(row.payment_method) },
  { id: 'description', header: 'Descripción', hideOnSmall: true },
  { id: 'status', header: 'Estado', render: (row) => <StatusChip family="cashMovement" status={row.status} /> },
  moneyColumn<CashMovement>({ id: 'amount', header: 'Monto', currency: (row) => row.currency, sortable: true }),
];
