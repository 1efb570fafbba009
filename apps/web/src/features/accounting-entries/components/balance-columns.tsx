import type { AccountBalanceLine } from '@banca/contracts';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Link from '@mui/material/Link';
import { moneyColumn, type ReportColumn } from '@/components/report-table';
import { formatMoney } from '@/lib/format';

const money = (id: keyof AccountBalanceLine & string, header: string) =>
  moneyColumn<AccountBalanceLine>({ id, header, currency: (line) => line.currency });

/** The balance's columns: the associate (a link down when it has associates), its totals, their breakdown and its statement. */
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
    // What people read first comes first, so the totals stay in view beside the name on a
    // laptop or a tablet; the breakdown follows and scrolls sideways under the actions.
    money('total', 'Total'),
    {
      id: 'total_usd',
      header: 'Total en dólares',
      align: 'right',
      render: (line) => (line.total_usd === null ? 'Sin tasa del día' : formatMoney(line.total_usd, 'USD')),
    },
    money('previous_balance', 'Saldo anterior'),
    money('day_movements', 'Movimientos del día'),
    money('current_balance', 'Saldo actual'),
    money('other_movements', 'Otros movimientos'),
    {
      id: 'actions',
      header: 'Acciones',
      align: 'right',
      render: (line) => (
        <Tooltip title="Estado de cuenta">
          <IconButton size="small" onClick={() => statement(line)} aria-label={`Estado de cuenta de ${line.partner_name}`}>
            <ReceiptLong fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
