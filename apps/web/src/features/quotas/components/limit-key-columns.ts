import type { SheetColumn } from '@/components/editable-sheet';

interface Named {
  readonly id: number;
  readonly name: string;
}

/** A row of a limits sheet (topes, cupos): keyed by product, draw (null: every draw) and bet type. */
export interface LimitKeyRow {
  readonly product: Named;
  readonly draw: Named | null;
  readonly bet_type: Named;
}

export const limitKeyOf = (row: LimitKeyRow) => `${row.product.id}-${row.draw?.id ?? 0}-${row.bet_type.id}`;

/** The key in words, as the edit buttons are named ("Lotto Activo todos los sorteos Animalito"). */
export const limitKeyText = (row: LimitKeyRow) =>
  `${row.product.name} ${row.draw?.name ?? 'todos los sorteos'} ${row.bet_type.name}`;

/** Producto, Sorteo and Tipo de jugada: the first columns of every limits sheet. */
export function limitKeyColumns<Row extends LimitKeyRow>(): SheetColumn<Row>[] {
  return [
    { id: 'product', header: 'Producto', render: (row) => row.product.name },
    { id: 'draw', header: 'Sorteo', render: (row) => row.draw?.name ?? 'Todos' },
    { id: 'bet_type', header: 'Tipo de jugada', render: (row) => row.bet_type.name },
  ];
}
