import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DataTableColumn } from './columns';
import type { ListState } from './list-state';

export const hiddenOnSmall = (column: { hideOnSmall?: boolean }) =>
  column.hideOnSmall ? { display: { xs: 'none', sm: 'table-cell' } } : undefined;

const ORDER_LABEL = { asc: 'ascendente', desc: 'descendente' } as const;

/** Sortable headers are buttons (TableSortLabel); the sorted one says so with aria-sort. */
export function DataTableHead<Row>({
  columns,
  state,
  onSort,
}: {
  columns: readonly DataTableColumn<Row>[];
  state: ListState;
  onSort: (sort: string, order: 'asc' | 'desc') => void;
}) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const active = column.sortable && state.sort === column.id;
          const ariaSort = active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              aria-sort={ariaSort}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...hiddenOnSmall(column) }}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={active}
                  direction={active ? state.order : 'asc'}
                  onClick={() => onSort(column.id, active && state.order === 'asc' ? 'desc' : 'asc')}
                  title={active ? `Ordenado ${ORDER_LABEL[state.order]}` : `Ordenar por ${column.header}`}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
