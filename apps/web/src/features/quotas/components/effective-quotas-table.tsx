import type { EffectiveQuota, EffectiveQuotasResponse } from '@banca/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@/lib/format';
import { originText } from './quota-labels';

const SOURCE_COLOR = { PROPIO: 'primary', HEREDADO: 'default', SIN_CUPO: 'warning' } as const;
const SOURCE_LABEL = { PROPIO: 'Propio', HEREDADO: 'Heredado', SIN_CUPO: 'Sin cupo' } as const;

/**
 * A partner's effective cupos: one row per product and bet type (and per draw set apart),
 * with its value, where it comes from, and the banca's tope. Not a paged list: the whole sheet.
 */
export function EffectiveQuotasTable({
  sheet,
  onEdit,
}: {
  sheet: EffectiveQuotasResponse;
  onEdit: (entry: EffectiveQuota) => void;
}) {
  const { currency } = sheet.partner;
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, currency));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`Cupos efectivos de ${sheet.partner.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell>Sorteo</TableCell>
            <TableCell>Tipo de jugada</TableCell>
            <TableCell align="right">Cupo efectivo</TableCell>
            <TableCell>Origen</TableCell>
            <TableCell align="right">Tope</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.data.map((entry) => {
            const key = `${entry.product.id}-${entry.draw?.id ?? 0}-${entry.bet_type.id}`;
            const label = `${entry.product.name} ${entry.draw?.name ?? 'todos los sorteos'} ${entry.bet_type.name}`;
            return (
              <TableRow key={key} hover>
                <TableCell>{entry.product.name}</TableCell>
                <TableCell>{entry.draw?.name ?? 'Todos'}</TableCell>
                <TableCell>{entry.bet_type.name}</TableCell>
                <TableCell align="right">{money(entry.amount)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={SOURCE_COLOR[entry.source]}
                    label={SOURCE_LABEL[entry.source]}
                    title={originText(entry)}
                  />{' '}
                  {entry.source === 'HEREDADO' && (entry.origin?.name ?? 'de más arriba')}
                </TableCell>
                <TableCell align="right">{money(entry.tope)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onEdit(entry)} aria-label={`Editar cupo de ${label}`}>
                    Editar
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
