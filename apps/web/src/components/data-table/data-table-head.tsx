import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { isSticky, type DataTableColumn } from './columns';
import type { ListState } from './list-state';

export const hiddenOnSmall = (column: { hideOnSmall?: boolean }) =>
  column.hideOnSmall ? { display: { xs: 'none', sm: 'table-cell' } } : undefined;

/** A sticky column's cell: pinned to the table's right edge over the cells scrolling under it. */
export const stickyCell = (column: { id: string; sticky?: boolean }) =>
  isSticky(column)
    ? {
        position: 'sticky' as const,
        right: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
      }
    : undefined;

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
      {columns.some((column) => column.group) && <GroupRow columns={columns} />}
      <TableRow>
        {columns.map((column) => {
          const active = column.sortable && state.sort === column.id;
          const ariaSort = active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              aria-sort={ariaSort}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...hiddenOnSmall(column), ...stickyCell(column) }}
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

/** The grouped headers: one cell spanning each run of neighbouring columns of the same group. */
function GroupRow<Row>({ columns }: { columns: readonly DataTableColumn<Row>[] }) {
  const runs: { group: string | undefined; span: number; key: string }[] = [];
  for (const column of columns) {
    const last = runs[runs.length - 1];
    if (last && column.group && last.group === column.group) last.span++;
    else runs.push({ group: column.group, span: 1, key: column.id });
  }
  return (
    <TableRow>
      {runs.map((run) => (
        <TableCell
          key={run.key}
          colSpan={run.span}
          align="center"
          scope={run.group ? 'colgroup' : undefined}
          sx={{ fontWeight: 600, borderBottom: run.group ? undefined : 'none' }}
        >
          {run.group ?? ''}
        </TableCell>
      ))}
    </TableRow>
  );
}
