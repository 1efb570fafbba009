import { CASH_ITEM_LABELS, type CashRegister } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { useRegisterItems } from '../api/registers';
import { methodLabel } from './options';

const PER_PAGE_OPTIONS = [25, 50, 100];
const PAGE_BUTTONS = { first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' };

/**
 * The movements the register counts, a page at a time, signed as the formula adds them; the
 * totals row is the server's, over every movement of the register (not the page's sum).
 */
export function RegisterItems({ register }: { register: CashRegister }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const items = useRegisterItems(register.id, page, perPage);
  if (items.isPending) return <CircularProgress size={24} aria-label="Cargando movimientos" />;
  if (items.isError) return <Alert severity="error">{errorMessage(items.error)}</Alert>;
  if (items.data.total === 0) return <Typography color="text.secondary">El arqueo aún no cuenta movimientos.</Typography>;
  const totals = items.data.totals[0];
  return (
    <>
      <Table size="small" aria-label="Movimientos del arqueo">
        <TableHead>
          <TableRow>
            <TableCell>Movimiento</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Método</TableCell>
            <TableCell>Detalle</TableCell>
            <TableCell align="right">Monto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.data.data.map((item) => (
            <TableRow key={item.item_code}>
              <TableCell>{CASH_ITEM_LABELS[item.kind]}</TableCell>
              <TableCell>{formatDate(item.business_date)}</TableCell>
              <TableCell>{methodLabel(item.payment_method)}</TableCell>
              <TableCell>{item.detail}</TableCell>
              <TableCell align="right">{formatMoney(item.amount, register.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        {totals && (
          <TableFooter>
            <TableRow aria-label="Total del arqueo">
              <TableCell component="th" scope="row" colSpan={4} sx={{ fontWeight: 600 }}>
                {`Total: ${formatCount(totals.items)} movimientos`}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMoney(totals.amount, register.currency)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
      <TablePagination
        component="div"
        count={items.data.total}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(1);
        }}
        labelRowsPerPage="Filas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) => PAGE_BUTTONS[type]}
      />
    </>
  );
}
