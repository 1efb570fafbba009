import {
  ENTRY_KIND_LABELS,
  ENTRY_ORIGIN_LABELS,
  PARTNER_KIND_LABELS,
  type AccountBalanceLine,
  type AccountEntry,
  type AccountEntryLine,
  type PartnerKind,
  type exportAccountBalance,
  type exportAccountEntries,
  type exportMovements,
} from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportColumn, type ExportSpec } from '../../lib/file-answer';
import { findPartnerInScope } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { findVisibleAccount } from '../accounts';
import { getAccountBalance } from './get-account-balance';
import { movementQueries } from './movement-repository';
import { movementFiltersOf, statementQueries } from './statement';

const FILTER_LABELS = {
  ...filterLabelsOf('partner_id', 'from_date', 'to_date', 'currency', 'kind'),
  account_id: 'Cuenta',
  origin: 'Origen',
};

/**
 * The partner and the account of the title block by name (a statement says whose it is); the
 * rows' own query refuses one outside the caller's subtree first.
 */
async function filterWords(
  ctx: UseCaseContext,
  filters: { partner_id?: number | string | undefined; account_id?: number | string | undefined },
): Promise<Record<string, string>> {
  const words: Record<string, string> = {};
  const partner = filters.partner_id ? await findPartnerInScope(ctx.db, ctx.scope, Number(filters.partner_id)) : null;
  if (partner) words.partner_id = partner.name;
  const account = filters.account_id ? await findVisibleAccount(ctx.db, ctx.scope, Number(filters.account_id)) : null;
  if (account) words.account_id = account.name;
  return words;
}

const entryColumns = <R extends AccountEntry>(): ExportColumn<R>[] => [
  { title: 'Asiento', kind: 'text', value: (e) => String(e.id) },
  { title: 'Fecha', kind: 'date', value: 'business_date' },
  { title: 'Cuenta', kind: 'text', value: 'account_name' },
  { title: 'Aportante', kind: 'text', value: 'contributor_name' },
  { title: 'Beneficiario', kind: 'text', value: 'beneficiary_name' },
  { title: 'Tipo', kind: 'text', value: (e) => ENTRY_KIND_LABELS[e.kind] },
  { title: 'Origen', kind: 'text', value: (e) => ENTRY_ORIGIN_LABELS[e.origin] },
  { title: 'Observación', kind: 'text', value: 'observation', width: 36 },
];

/** The account statement (estado de cuenta): a partner's entries with its balance before and after each. */
export const statementExport: ExportSpec<typeof exportAccountEntries, AccountEntryLine> = {
  title: 'Estado de cuenta',
  fileName: 'estado-de-cuenta',
  filterLabels: FILTER_LABELS,
  filterWords,
  columns: [
    ...entryColumns<AccountEntryLine>(),
    { title: 'Saldo anterior', kind: 'money', value: 'previous_balance', currency: 'currency', total: false },
    { title: 'Movimiento', kind: 'money', value: 'movement', currency: 'currency' },
    { title: 'Saldo', kind: 'money', value: 'balance', currency: 'currency', total: false },
  ],
  rows: async function* (ctx, filters) {
    yield* pageRows((await statementQueries(ctx, filters)).rows);
  },
};

export const movementsExport: ExportSpec<typeof exportMovements, AccountEntry> = {
  title: 'Reporte de movimientos',
  fileName: 'movimientos',
  filterLabels: FILTER_LABELS,
  filterWords,
  columns: [...entryColumns<AccountEntry>(), { title: 'Monto', kind: 'money', value: 'amount', currency: 'currency' }],
  rows: async function* (ctx, filters) {
    yield* pageRows(movementQueries(ctx.db, await movementFiltersOf(ctx, filters)).rows);
  },
};

export const accountBalanceExport: ExportSpec<typeof exportAccountBalance, AccountBalanceLine> = {
  title: 'Balance',
  fileName: 'balance',
  filterLabels: filterLabelsOf('date', 'partner_id'),
  filterWords,
  columns: [
    { title: 'Asociado', kind: 'text', value: (l) => (l.own ? `${l.partner_name} (propio)` : l.partner_name) },
    { title: 'Tipo', kind: 'text', value: (l) => PARTNER_KIND_LABELS[l.partner_kind as PartnerKind] ?? l.partner_kind },
    { title: 'Saldo anterior', kind: 'money', value: 'previous_balance', currency: 'currency' },
    { title: 'Movimientos del día', kind: 'money', value: 'day_movements', currency: 'currency' },
    { title: 'Saldo actual', kind: 'money', value: 'current_balance', currency: 'currency' },
    { title: 'Otros movimientos', kind: 'money', value: 'other_movements', currency: 'currency' },
    { title: 'Total', kind: 'money', value: 'total', currency: 'currency' },
    { title: 'Tasa', kind: 'text', value: (l) => l.rate ?? 'Sin tasa' },
    { title: 'Total en dólares', kind: 'money', value: 'total_usd', currency: 'USD', total: false },
  ],
  rows: async function* (ctx, filters) {
    yield* (await getAccountBalance(ctx, filters)).lines;
  },
  // The screen's totals are over the associates: the partner's own line is their counterpart.
  counted: (line) => !line.own,
};
