import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { cellText, fieldOf, type DataTableColumn } from './columns';
import { DataTableHead, hiddenOnSmall, stickyCell, tableContainer } from './data-table-head';
import { ExportMenu } from './export-menu';
import type { ListQuery } from './use-list-query';
import { visuallyHidden } from '../visually-hidden';
import { RetryAlert } from '../retry-alert';

export const EMPTY_TEXT = 'No hay registros';
const PER_PAGE_OPTIONS = [25, 50, 100, 200];

export interface DataTableProps<Row> {
  /** What the table lists: its accessible name and caption (e.g. "Agencias"). */
  readonly label: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly list: ListQuery<Row>;
  readonly rowKey: (row: Row) => string | number;
  /** Filters and buttons above the table. */
  readonly toolbar?: ReactNode;
  /**
   * The list has a server export (`<list path>/export`, ADR 041): an "Exportar" menu (XLSX, PDF,
   * CSV) of the current filters; this is the file's name if the server gives none.
   */
  readonly exportName?: string;
  readonly emptyText?: string;
  readonly perPageOptions?: readonly number[];
  /** Shows the caption visibly (otherwise it is for screen readers only). */
  readonly showCaption?: boolean;
  /** Rows below the body (a report's totals). */
  readonly footer?: ReactNode;
}

/**
 * THE table of every list: server-side paging, sorting and filters, its state in the URL,
 * loading, empty and error states, Spanish labels, and an optional server export.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    list,
    rowKey,
    toolbar,
    exportName,
    emptyText = EMPTY_TEXT,
    perPageOptions = PER_PAGE_OPTIONS,
  } = props;
  const { state, query, rows, total } = list;
  const options = perPageOptions.includes(state.per_page)
    ? perPageOptions
    : [...perPageOptions, state.per_page].sort((a, b) => a - b);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden', ...tableContainer }}>
      {(toolbar || exportName) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, alignItems: 'center' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flexGrow: 1, alignItems: 'center' }}>{toolbar}</Box>
          {exportName && <ExportMenu list={list} fileName={exportName} />}
        </Box>
      )}
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={`Cargando ${label}`} />}</Box>
      <TableContainer>
        <Table size="small" aria-label={label} aria-busy={query.isFetching}>
          <caption style={props.showCaption ? { captionSide: 'top' } : visuallyHidden}>{label}</caption>
          <DataTableHead columns={columns} state={state} onSort={(sort, order) => list.update({ sort, order })} />
          <TableBody>
            <StatusRow list={list} columns={columns.length} emptyText={emptyText} />
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ ...hiddenOnSmall(column), ...stickyCell(column) }}
                  >
                    {column.render ? column.render(row) : cellText(fieldOf(row, column.id))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {props.footer && <TableFooter>{props.footer}</TableFooter>}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.per_page}
        rowsPerPageOptions={options}
        onPageChange={(_event, page) => list.update({ page: page + 1 })}
        onRowsPerPageChange={(event) => list.update({ per_page: Number(event.target.value) })}
        labelRowsPerPage="Filas por página"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        getItemAriaLabel={(type) => PAGE_BUTTONS[type]}
      />
    </Paper>
  );
}

const PAGE_BUTTONS = {
  first: 'Primera página',
  last: 'Última página',
  next: 'Página siguiente',
  previous: 'Página anterior',
};

function StatusRow<Row>({ list, columns, emptyText }: { list: ListQuery<Row>; columns: number; emptyText: string }) {
  const { query, rows } = list;
  let content: ReactNode = null;
  if (query.isError) {
    content = <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) content = 'Cargando…';
  else if (rows.length === 0) content = emptyText;
  if (content === null) return null;
  return (
    <TableRow>
      <TableCell
        colSpan={columns}
        align="center"
        sx={{ py: 4, color: 'text.secondary' }}
        role={query.isError ? undefined : 'status'}
      >
        {content}
      </TableCell>
    </TableRow>
  );
}
