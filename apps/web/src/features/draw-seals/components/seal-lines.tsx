import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One section of an acta (its totals, numbers, agencies or corrections): a captioned table of a few rows. */
export function SealLines<Row>({
  caption,
  headers,
  rows,
  cells,
  empty,
}: {
  caption: string;
  headers: readonly (readonly [string, 'left' | 'right'])[];
  rows: readonly Row[];
  cells: (row: Row) => readonly ReactNode[];
  empty: string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3, overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, px: 2 }}>
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {headers.map(([header, align]) => (
              <TableCell key={header} align={align}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row, i) => (
            <TableRow key={i}>
              {cells(row).map((cell, j) => (
                <TableCell key={headers[j]![0]} align={headers[j]![1]}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
