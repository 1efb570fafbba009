import { exportAccountBalance, exportAccountEntries, type AccountBalanceLine } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ListDayFilter } from '@/components/data-table';
import { ReportTable } from '@/components/report-table';
import { toast } from '@/components/toast';
import { downloadFile } from '@/lib/download';
import { dayjs } from '@/lib/format';
import { balanceReportOf, useAccountBalanceList } from '../api/get-account-balance';
import { balanceColumns } from '../components/balance-columns';
import { OwnBalance } from '../components/own-balance';
import { SettleButton } from '../components/settle-button';

const save = (path: string, body: object, name: string) =>
  downloadFile(path, body, name).then(
    (fileName) => toast.success(`Archivo descargado: ${fileName}`),
    (error: unknown) => toast.error(error),
  );

/**
 * Contabilidad › Balance: the partner's own balance of a day apart, and each direct associate's
 * in its currency and in dollars, with their total.
 */
export function Component() {
  const list = useAccountBalanceList();
  const report = balanceReportOf(list);
  const today = dayjs().format('YYYY-MM-DD');
  const date = list.state.filters.date ?? today;
  const partnerId = list.state.filters.partner_id;
  const statement = (line: AccountBalanceLine) =>
    void save(
      exportAccountEntries.path,
      { partner_id: line.partner_id, from_date: `${date.slice(0, 8)}01`, to_date: date, format: 'pdf' },
      'estado-de-cuenta.pdf',
    );
  return (
    <ReportTable
      label={report ? `Balance de ${report.partner_name}` : 'Balance'}
      totalLabel="Total de los asociados"
      showCaption
      columns={balanceColumns((line) => list.setFilter('partner_id', String(line.partner_id)), statement)}
      list={list}
      totals={report?.totals}
      rowKey={(line) => `${line.partner_id}-${line.currency}`}
      emptyText="No tiene asociados directos"
      toolbar={
        <>
          <ListDayFilter list={list} filter="date" label="Fecha" fallback={today} />
          {partnerId && <Button onClick={() => list.setFilter('partner_id', undefined)}>Volver a mi balance</Button>}
          <Button
            variant="outlined"
            onClick={() =>
              void save(exportAccountBalance.path, { date, partner_id: partnerId, format: 'xlsx' }, 'balance.xlsx')
            }
          >
            Exportar XLSX
          </Button>
          <SettleButton date={date} />
          <Box sx={{ flexBasis: '100%' }}>
            <OwnBalance lines={report?.lines.filter((line) => line.own) ?? []} statement={statement} />
          </Box>
        </>
      }
    />
  );
}
