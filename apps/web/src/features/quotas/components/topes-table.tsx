import type { Currency, TopQuota } from '@banca/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime, formatMoney } from '@/lib/format';

/** The banca's topes sheet: every product and bet type sold (set or not) and the draw-specific ones. */
export function TopesTable({
  topes,
  currency,
  onEdit,
}: {
  topes: readonly TopQuota[];
  currency: Currency;
  onEdit: (tope: TopQuota) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Topes">
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell>Sorteo</TableCell>
            <TableCell>Tipo de jugada</TableCell>
            <TableCell align="right">Tope por número</TableCell>
            <TableCell>Actualizado</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {topes.map((tope) => (
            <TableRow key={`${tope.product.id}-${tope.draw?.id ?? 0}-${tope.bet_type.id}`} hover>
              <TableCell>{tope.product.name}</TableCell>
              <TableCell>{tope.draw?.name ?? 'Todos'}</TableCell>
              <TableCell>{tope.bet_type.name}</TableCell>
              <TableCell align="right">{tope.amount ? formatMoney(tope.amount, currency) : 'Sin tope'}</TableCell>
              <TableCell>{tope.updated_at ? formatDateTime(tope.updated_at) : '—'}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onEdit(tope)}
                  aria-label={`Editar tope de ${tope.product.name} ${tope.draw?.name ?? 'todos los sorteos'} ${tope.bet_type.name}`}
                >
                  Editar
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
