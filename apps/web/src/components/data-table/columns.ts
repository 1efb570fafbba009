import type { ReactNode } from 'react';

/** One column of a `<DataTable>`. */
export interface DataTableColumn<Row> {
  /** The row field shown by default, and the `sort` value sent when the column is sortable. */
  readonly id: string;
  readonly header: string;
  /** Only columns the endpoint declares as sortable (its contract's list). */
  readonly sortable?: boolean;
  readonly align?: 'left' | 'right' | 'center';
  /** What the cell shows; by default the row's `id` field as text. */
  readonly render?: (row: Row) => ReactNode;
  /** A header above this column and its neighbours of the same group (e.g. "Ventas"). */
  readonly group?: string;
  /**
   * Of lower priority: gives way when the table is narrower than 900 px (a tablet), so the
   * figures a person came for stay in view; what is left still scrolls sideways.
   */
  readonly hideOnSmall?: boolean;
  /**
   * Stays in view at the row's end while the table scrolls sideways, so a row's buttons are never
   * cut off. A column with id `actions` sticks unless this is `false`.
   */
  readonly sticky?: boolean;
}

export const isSticky = (column: { id: string; sticky?: boolean }) => column.sticky ?? column.id === 'actions';

export function fieldOf<Row>(row: Row, id: string): unknown {
  return row && typeof row === 'object' ? (row as Record<string, unknown>)[id] : undefined;
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}
