import type { CashRegister } from '@banca/contracts';
import Button from '@mui/material/Button';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { StatusChip } from '@/components/status-chip';
import { differenceText, registerDay } from './register-lines';

const currencyOf = (row: CashRegister) => row.currency;

/** One register per row; «Revisar» opens it to approve or send back. */
export function registerColumns(open: (register: CashRegister) => void): ReportColumn<CashRegister>[] {
  return [
    { id: 'business_date', header: 'Fecha', sortable: true, render: (row) => registerDay(row) },
    { id: 'agency_name', header: 'Agencia', hideOnSmall: true },
    { id: 'taquilla_name', header: 'Taquilla', sortable: true },
    { id: 'status', header: 'Estado', sortable: true, render: (row) => <StatusChip family="cashRegister" status={row.status} /> },
    moneyColumn<CashRegister>({ id: 'expected', header: 'Esperado', currency: currencyOf }),
    moneyColumn<CashRegister>({ id: 'counted', header: 'Contado', currency: currencyOf }),
    {
      ...moneyColumn<CashRegister>({ id: 'difference', header: 'Diferencia', currency: currencyOf }),
      render: (row) => differenceText(row.difference, row.currency),
      formatTotal: (value, currency) => differenceText(value, currency),
    },
    {
      id: 'actions',
      header: 'Acciones',
      render: (row) => (
        <Button size="small" onClick={() => open(row)} aria-label={`Revisar el arqueo de ${row.taquilla_name} del ${registerDay(row)}`}>
          Revisar
        </Button>
      ),
    },
  ];
}
