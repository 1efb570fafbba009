import type { Account, exportAccounts } from '@banca/contracts';
import { filterLabelsOf, pageRows, type ExportSpec } from '../../lib/file-answer';
import { accountQueries } from './repository';

/** The chart of accounts as a file, with the list's own query and scope. */
export const accountsExport: ExportSpec<typeof exportAccounts, Account> = {
  title: 'Plan de cuentas',
  fileName: 'cuentas',
  filterLabels: { ...filterLabelsOf('search'), active: 'Activa' },
  columns: [
    { title: 'Código', kind: 'text', value: 'code' },
    { title: 'Nombre', kind: 'text', value: 'name' },
    { title: 'Descripción', kind: 'text', value: 'description' },
    { title: 'Asociado', kind: 'text', value: (a) => a.partner_name ?? 'Sistema' },
    { title: 'Estado', kind: 'text', value: (a) => (a.active ? 'Activa' : 'Inactiva') },
    { title: 'Creada', kind: 'datetime', value: 'created_at' },
  ],
  rows: (ctx, filters) => pageRows(accountQueries(ctx.db, ctx.scope, filters).rows),
};
