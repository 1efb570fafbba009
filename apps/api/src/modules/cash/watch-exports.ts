import type {
  CashAuditEntry,
  CashFundEntry,
  CashPrizeRow,
  CashResumeRow,
  exportCashAudit,
  exportCashFunds,
  exportCashPrizes,
  exportCashResume,
} from '@banca/contracts';
import { listRows, type ExportSpec } from '../../lib/file-answer';
import { listCashFunds } from './funds/list-cash-funds';
import { cashPrizes } from './watch/cash-prizes';
import { cashResume } from './watch/cash-resume';
import { listCashAudit } from './watch/list-cash-audit';

/** The bank's cash watch as files, page after page of each read's own scoped query. */

const PERIOD = { from_date: 'Desde', to_date: 'Hasta' };

export const cashResumeExport: ExportSpec<typeof exportCashResume, CashResumeRow> = {
  title: 'Resumen de arqueos',
  fileName: 'resumen-de-caja',
  filterLabels: PERIOD,
  columns: [
    { title: 'Fecha', kind: 'date', value: 'business_date' },
    { title: 'Agencia', kind: 'text', value: 'agency_name' },
    { title: 'Arqueos', kind: 'number', value: 'registers' },
    { title: 'Creados', kind: 'number', value: 'created' },
    { title: 'Devueltos', kind: 'number', value: 'returned' },
    { title: 'Enviados', kind: 'number', value: 'sent' },
    { title: 'Aprobados', kind: 'number', value: 'approved' },
    { title: 'Pendientes', kind: 'number', value: 'pending' },
    { title: 'Esperado', kind: 'money', value: 'expected', currency: 'currency' },
    { title: 'Contado', kind: 'money', value: 'counted', currency: 'currency' },
    { title: 'Diferencia', kind: 'money', value: 'difference', currency: 'currency' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => cashResume(ctx, query)),
};

export const cashPrizesExport: ExportSpec<typeof exportCashPrizes, CashPrizeRow> = {
  title: 'Premios por taquilla',
  fileName: 'premios-de-caja',
  filterLabels: PERIOD,
  columns: [
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Pagados', kind: 'number', value: 'paid_count', group: 'Pagados' },
    { title: 'Monto pagado', kind: 'money', value: 'paid', currency: 'currency', group: 'Pagados' },
    { title: 'Pendientes', kind: 'number', value: 'pending_count', group: 'Pendientes' },
    { title: 'Monto pendiente', kind: 'money', value: 'pending', currency: 'currency', group: 'Pendientes' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => cashPrizes(ctx, query)),
};

export const cashFundsExport: ExportSpec<typeof exportCashFunds, CashFundEntry> = {
  title: 'Fondos de caja',
  fileName: 'fondos-de-caja',
  filterLabels: { partner_id: 'Asociado' },
  columns: [
    { title: 'Fecha', kind: 'datetime', value: 'created_at' },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Fondo', kind: 'money', value: 'amount', currency: 'currency', total: false },
    { title: 'Vigente', kind: 'text', value: (row) => (row.in_force ? 'Sí' : 'No') },
    { title: 'Fijado por', kind: 'text', value: 'created_by' },
    { title: 'Observación', kind: 'text', value: (row) => row.observation ?? '' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listCashFunds(ctx, { query, cachedCount: null })),
};

export const cashAuditExport: ExportSpec<typeof exportCashAudit, CashAuditEntry> = {
  title: 'Auditoría de caja',
  fileName: 'auditoria-de-caja',
  filterLabels: { ...PERIOD, partner_id: 'Asociado' },
  columns: [
    { title: 'Fecha', kind: 'datetime', value: 'at' },
    { title: 'Usuario', kind: 'text', value: (row) => row.username ?? '' },
    { title: 'Acción', kind: 'text', value: 'action' },
    { title: 'Entidad', kind: 'text', value: (row) => `${row.entity} ${row.entity_id ?? ''}`.trim() },
    { title: 'Taquilla', kind: 'text', value: (row) => row.taquilla_name ?? '' },
    { title: 'Antes', kind: 'text', value: (row) => (row.before == null ? '' : JSON.stringify(row.before)), width: 40 },
    { title: 'Después', kind: 'text', value: (row) => (row.after == null ? '' : JSON.stringify(row.after)), width: 40 },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listCashAudit(ctx, { query, cachedCount: null })),
};
