import { POTE_MOVEMENT_CONCEPT_LABELS, type PoteSummary } from '@banca/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/format';

/** The period's movements by concept and type, with its potes, tickets and sales. */
export function PoteSummaryTable({ summary, daily }: { summary: PoteSummary; daily: boolean }) {
  const money = (minor: string) => formatMoney(minor, summary.currency);
  return (
    <>
      <Typography
        sx={{ mb: 1 }}
      >{`${summary.pots} potes · ${summary.tickets} tickets · ventas ${money(summary.sold)}`}</Typography>
      <Table size="small" aria-label="Resumen de movimientos">
        <TableHead>
          <TableRow>
            <TableCell>Concepto</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell align="right">{daily ? 'Primer acumulado' : 'Monto'}</TableCell>
            {daily && <TableCell align="right">Segundo acumulado</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.concepts.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>No hay movimientos en el período.</TableCell>
            </TableRow>
          )}
          {summary.concepts.map((row) => (
            <TableRow key={`${row.concepto}-${row.tipo}`}>
              <TableCell>{POTE_MOVEMENT_CONCEPT_LABELS[row.concepto]}</TableCell>
              <TableCell>{row.tipo}</TableCell>
              <TableCell align="right">{money(row.first_amount)}</TableCell>
              {daily && <TableCell align="right">{money(row.second_amount)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
