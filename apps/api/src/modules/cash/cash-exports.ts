import {
  CASH_MOVEMENT_STATUS_LABELS,
  CASH_REGISTER_STATUS_LABELS,
  cashDifferenceText,
  type CashMovement,
  type CashRegister,
  type exportCashRegisters,
  type exportIncomes,
  type exportOutcomes,
  type exportReloads,
  type exportTransactions,
} from '@banca/contracts';
import { listRows, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import { moneyText } from '../../lib/file-answer/values';
import { listIncomes } from './movements/list-incomes';
import { listOutcomes } from './movements/list-outcomes';
import { listCashRegisters } from './registers/list-cash-registers';
import { listReloads } from './reloads/list-reloads';
import { listTransactions } from './transactions/list-transactions';

/** The cash lists as files, page after page of each list's own scoped query. */

const MOVEMENT_FILTERS = {
  from_date: 'Desde',
  to_date: 'Hasta',
  partner_id: 'Asociado',
  status: 'Estado',
  currency: 'Moneda',
  cash_register_id: 'Arqueo',
};

const movementColumns = (kind: 'INGRESO' | 'EGRESO' | 'RECARGA'): ExportColumn<CashMovement>[] => [
  { title: 'Fecha', kind: 'datetime', value: 'created_at' },
  { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
  ...(kind === 'EGRESO'
    ? [{ title: 'Tipo', kind: 'text' as const, value: (m: CashMovement) => m.expense_type_name ?? '' }]
    : []),
  { title: 'Método', kind: 'text', value: 'payment_method' },
  { title: 'Referencia', kind: 'text', value: (m) => m.reference ?? '' },
  { title: 'Descripción', kind: 'text', value: 'description' },
  { title: 'Estado', kind: 'text', value: (m) => CASH_MOVEMENT_STATUS_LABELS[m.status] },
  { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency' },
];

export const incomesExport: ExportSpec<typeof exportIncomes, CashMovement> = {
  title: 'Ingresos de caja',
  fileName: 'ingresos',
  filterLabels: MOVEMENT_FILTERS,
  columns: movementColumns('INGRESO'),
  rows: (ctx, filters) => listRows(filters, (query) => listIncomes(ctx, { query, cachedCount: null })),
};

export const outcomesExport: ExportSpec<typeof exportOutcomes, CashMovement> = {
  title: 'Egresos de caja',
  fileName: 'egresos',
  filterLabels: MOVEMENT_FILTERS,
  columns: movementColumns('EGRESO'),
  rows: (ctx, filters) => listRows(filters, (query) => listOutcomes(ctx, { query, cachedCount: null })),
};

export const cashRegistersExport: ExportSpec<typeof exportCashRegisters, CashRegister> = {
  title: 'Arqueos de caja',
  fileName: 'arqueos',
  filterLabels: { from_date: 'Desde', to_date: 'Hasta', partner_id: 'Asociado', status: 'Estado', currency: 'Moneda' },
  columns: [
    { title: 'Fecha', kind: 'date', value: 'business_date' },
    { title: 'Arqueo', kind: 'number', value: 'sequence' },
    { title: 'Agencia', kind: 'text', value: 'agency_name' },
    { title: 'Taquilla', kind: 'text', value: 'taquilla_name' },
    { title: 'Estado', kind: 'text', value: (r) => CASH_REGISTER_STATUS_LABELS[r.status] },
    { title: 'Esperado', kind: 'money', value: 'expected', currency: 'currency' },
    { title: 'Contado', kind: 'money', value: (r) => r.counted ?? '0', currency: 'currency' },
    // Written as on screen: «Faltante Bs 80,00», never a bare negative.
    {
      title: 'Diferencia',
      kind: 'text',
      value: (r) => cashDifferenceText(r.difference, (amount) => moneyText(BigInt(amount), r.currency)),
    },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listCashRegisters(ctx, { query, cachedCount: null })),
};

export const transactionsExport: ExportSpec<typeof exportTransactions, CashMovement> = {
  title: 'Transacciones',
  fileName: 'transacciones',
  filterLabels: { tab: 'Pestaña', from_date: 'Desde', to_date: 'Hasta', partner_id: 'Asociado' },
  columns: [
    { title: 'Movimiento', kind: 'text', value: (m) => (m.kind === 'INGRESO' ? 'Ingreso' : 'Egreso') },
    ...movementColumns('EGRESO'),
    { title: 'Atendida por', kind: 'text', value: (m) => m.handled_by ?? '' },
    { title: 'Observación', kind: 'text', value: (m) => m.handle_observation ?? '' },
  ],
  rows: (ctx, filters) => listRows(filters, (query) => listTransactions(ctx, { query, cachedCount: null })),
};

export const reloadsExport: ExportSpec<typeof exportReloads, CashMovement> = {
  title: 'Recargas',
  fileName: 'recargas',
  filterLabels: MOVEMENT_FILTERS,
  columns: movementColumns('RECARGA'),
  rows: (ctx, filters) => listRows(filters, (query) => listReloads(ctx, { query, cachedCount: null })),
};
