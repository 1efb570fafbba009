import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { fieldOf, hiddenOnSmall, tableContainer } from '@/components/data-table';
import type { ReportColumn } from '@/components/report-table';
import { visuallyHidden } from '@/components/visually-hidden';

export const NO_KPI_ROWS = 'Sin datos para el período';

/**
 * A KPI's few rows (a top ten, the newest partners): not a list, so no paging, sorting or
 * export; the columns are the report table's (money in each row's own currency).
 */
export function KpiTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  emptyText = NO_KPI_ROWS,
}: {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  emptyText?: string;
}) {
  const status = loading && !rows ? 'Cargando…' : !rows?.length ? emptyText : null;
  return (
    <TableContainer sx={tableContainer}>
      <Table size="small" aria-label={label}>
        <caption style={visuallyHidden}>{label}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...hiddenOnSmall(column) }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {status ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" role="status" sx={{ py: 3, color: 'text.secondary' }}>
                {status}
              </TableCell>
            </TableRow>
          ) : (
            rows!.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={hiddenOnSmall(column)}>
                    {column.render ? column.render(row) : String(fieldOf(row, column.id) ?? '—')}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
