import type { AccountBalanceLine } from '@banca/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatMoney } from '@/lib/format';

const money = (id: keyof AccountBalanceLine & string, header: string) =>
  moneyColumn<AccountBalanceLine>({ id, header, currency: (line) => line.currency });

/** The balance's columns: the associate (a link down when it has associates), its figures, dollars and its statement. */
export function balanceColumns(
  drill: (line: AccountBalanceLine) => void,
  statement: (line: AccountBalanceLine) => void,
): ReportColumn<AccountBalanceLine>[] {
  return [
    {
      id: 'partner_name',
      header: 'Asociado',
      render: (line) =>
        line.own ? (
          `${line.partner_name} (propio)`
        ) : line.has_children ? (
          <Link component="button" type="button" onClick={() => drill(line)}>
            {line.partner_name}
          </Link>
        ) : (
          line.partner_name
        ),
    },
    money('previous_balance', 'Saldo anterior'),
    money('day_movements', 'Movimientos del día'),
    money('current_balance', 'Saldo actual'),
    money('other_movements', 'Otros movimientos'),
    money('total', 'Total'),
    {
      id: 'total_usd',
      header: 'Total en dólares',
      align: 'right',
      render: (line) => (line.total_usd === null ? 'Sin tasa del día' : formatMoney(line.total_usd, 'USD')),
    },
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (line) => (
        <Button size="small" onClick={() => statement(line)} aria-label={`Estado de cuenta de ${line.partner_name}`}>
          Estado de cuenta
        </Button>
      ),
    },
  ];
}
