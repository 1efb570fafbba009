import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One column of an `<EditableSheet>`: what its cells show for a row. */
export interface SheetColumn<Row> {
  readonly id: string;
  readonly header: string;
  readonly align?: 'left' | 'right' | 'center';
  readonly render: (row: Row) => ReactNode;
}

export interface EditableSheetProps<Row> {
  /** The table's accessible name (e.g. "Cupos efectivos de Agencia Centro 1"). */
  readonly label: string;
  readonly columns: readonly SheetColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** The row's edit button, named after the row for screen readers (e.g. "Editar cupo de …"). */
  readonly editLabel: (row: Row) => string;
  /** Opens the row's editor (a form dialog that saves it and places the server's field errors). */
  readonly onEdit: (row: Row) => void;
}

/**
 * THE editable sheet: a settings sheet shown whole (not a paged list: every row the server
 * answers, set or not), one row per key, each row with its "Editar" action in the last column.
 * The row's editor saves one row at a time; the sheet is read again after the save.
 */
export function EditableSheet<Row>({ label, columns, rows, rowKey, editLabel, onEdit }: EditableSheetProps<Row>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
              <TableCell align="right">
                <Button size="small" onClick={() => onEdit(row)} aria-label={editLabel(row)}>
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
