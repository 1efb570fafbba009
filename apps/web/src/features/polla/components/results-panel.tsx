import type { z } from 'zod';
import type { ZPublicResults } from '@banca/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The counted draws of a day with their results and animals. */
export function ResultsTable({ results }: { results: z.infer<typeof ZPublicResults> }) {
  return (
    <Table size="small" aria-label="Resultados">
      <TableHead>
        <TableRow>
          <TableCell>Sorteo</TableCell>
          <TableCell>Resultado</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.draws.map((draw) => (
          <TableRow key={draw.draw_time}>
            <TableCell>{draw.draw_time}</TableCell>
            <TableCell>
              {draw.result_number === null ? 'Pendiente' : `${draw.result_number} ${draw.result_name ?? ''}`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
