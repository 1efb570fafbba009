import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { isSticky, type DataTableColumn } from './columns';
import type { ListState } from './list-state';

/** The width of table under which its `hideOnSmall` columns give way (a tablet, a laptop with the menu open). */
export const NARROW_TABLE_PX = 900;

/**
 * A column of lower priority gives way when its table is narrow, so the figures a person came for
 * fit without scrolling sideways. Measured on the table's own box (a container query on
 * `tableContainer`), not the window's: a 1024 px window with the side menu leaves the table
 * narrower than a 768 px one without it.
 */
export const hiddenOnSmall = (column: { hideOnSmall?: boolean }) =>
  column.hideOnSmall ? { [`@container (max-width: ${NARROW_TABLE_PX - 0.05}px)`]: { display: 'none' } } : undefined;

/** The box a table measures for `hiddenOnSmall` (the list's paper, a KPI's container). */
export const tableContainer = { containerType: 'inline-size' } as const;

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
  const runs: { group: string | undefined; columns: DataTableColumn<Row>[]; key: string }[] = [];
  for (const column of columns) {
    const last = runs[runs.length - 1];
    if (last && column.group && last.group === column.group) last.columns.push(column);
    else runs.push({ group: column.group, columns: [column], key: column.id });
  }
  return (
    <TableRow>
      {runs.flatMap((run) => {
        // A group's columns that give way on a narrow table are spanned by their own cells, so
        // the header's columns match the body's at every width.
        const shown = run.columns.filter((column) => !column.hideOnSmall).length;
        const head = (
          <TableCell
            key={run.key}
            colSpan={shown || run.columns.length}
            align="center"
            scope={run.group ? 'colgroup' : undefined}
            sx={{
              fontWeight: 600,
              borderBottom: run.group ? undefined : 'none',
              ...(shown ? {} : hiddenOnSmall({ hideOnSmall: true })),
            }}
          >
            {run.group ?? ''}
          </TableCell>
        );
        if (!shown || shown === run.columns.length) return [head];
        return [
          head,
          ...run.columns
            .filter((column) => column.hideOnSmall)
            .map((column) => (
              <TableCell
                key={`${run.key}-${column.id}`}
                aria-hidden="true"
                sx={{ borderBottom: run.group ? undefined : 'none', ...hiddenOnSmall(column) }}
              />
            )),
        ];
      })}
    </TableRow>
  );
}
