import { PARTICIPATION_TYPE_LABELS, type CommissionEntry, type PartnerCommissionsResponse } from '@banca/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@/lib/format';
import { percentText } from './commission-form';

/** A partner's commission sheet: one row per product (set or not) and per bet type set apart. */
export function CommissionSheetTable({
  sheet,
  onEdit,
}: {
  sheet: PartnerCommissionsResponse;
  onEdit: (entry: CommissionEntry) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`Comisiones de ${sheet.partner.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell>Tipo de jugada</TableCell>
            <TableCell align="right">Comisión</TableCell>
            <TableCell>Participación</TableCell>
            <TableCell align="right">Extra</TableCell>
            <TableCell align="right">Máximo</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.data.map((entry) => (
            <TableRow key={`${entry.product.id}-${entry.bet_type?.id ?? 0}`} hover>
              <TableCell>{entry.product.name}</TableCell>
              <TableCell>{entry.bet_type?.name ?? 'Todos'}</TableCell>
              <TableCell align="right">
                {entry.id === null ? 'Sin comisión' : percentText(entry.commission_pct)}
              </TableCell>
              <TableCell>
                {entry.id === null || entry.participation_type === 'NINGUNA'
                  ? PARTICIPATION_TYPE_LABELS.NINGUNA
                  : `${PARTICIPATION_TYPE_LABELS[entry.participation_type]} ${percentText(entry.participation_pct)}`}
              </TableCell>
              <TableCell align="right">{percentText(entry.extra_pct)}</TableCell>
              <TableCell align="right">
                {entry.max_amount ? formatMoney(entry.max_amount, sheet.partner.currency) : '—'}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onEdit(entry)}
                  aria-label={`Editar comisión de ${entry.product.name} ${entry.bet_type?.name ?? 'todos los tipos'}`}
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
