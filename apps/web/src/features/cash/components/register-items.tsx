import { CASH_ITEM_LABELS, type CashRegister } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatMoney } from '@/lib/format';
import { useRegisterItems } from '../api/registers';
import { methodLabel } from './options';

/** Every movement the register counts, one per row, signed as the formula adds it. */
export function RegisterItems({ register }: { register: CashRegister }) {
  const items = useRegisterItems(register.id);
  if (items.isPending) return <CircularProgress size={24} aria-label="Cargando movimientos" />;
  if (items.isError) return <Alert severity="error">{errorMessage(items.error)}</Alert>;
  if (items.data.length === 0) return <Typography color="text.secondary">El arqueo aún no cuenta movimientos.</Typography>;
  return (
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
        {items.data.map((item) => (
          <TableRow key={item.item_code}>
            <TableCell>{CASH_ITEM_LABELS[item.kind]}</TableCell>
            <TableCell>{formatDate(item.business_date)}</TableCell>
            <TableCell>{methodLabel(item.payment_method)}</TableCell>
            <TableCell>{item.detail}</TableCell>
            <TableCell align="right">{formatMoney(item.amount, register.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
