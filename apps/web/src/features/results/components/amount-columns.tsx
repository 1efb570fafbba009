import type { LotteryResult } from '@banca/contracts';
import Box from '@mui/material/Box';
import type { ReportColumn } from '@/components/report-table';
import { formatMoney } from '@/lib/format';

type Amount = 'sold' | 'prizes';

/** One line per currency the draw sold in (never added together); a dash when it sold nothing. */
function AmountLines({ row, amount }: { row: LotteryResult; amount: Amount }) {
  if (row.amounts.length === 0) return <>—</>;
  return (
    <>
      {row.amounts.map((entry) => (
        <Box component="span" key={entry.currency} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatMoney(entry[amount], entry.currency)}
        </Box>
      ))}
    </>
  );
}

const amountColumn = (id: Amount, header: string): ReportColumn<LotteryResult> => ({
  id,
  header,
  group: 'Importes',
  align: 'right',
  total: 'money',
  render: (row) => <AmountLines row={row} amount={id} />,
});

/** What each draw sold (net of annulments) and paid out within the user's part of the network. */
export const AMOUNT_COLUMNS: ReportColumn<LotteryResult>[] = [
  amountColumn('sold', 'Ventas netas'),
  amountColumn('prizes', 'Premios'),
];
