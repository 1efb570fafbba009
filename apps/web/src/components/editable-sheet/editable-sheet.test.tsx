import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditableSheet, moneyOr, type SheetColumn } from '.';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly amount: string | null;
}

const ROWS: Row[] = [
  { id: 1, name: 'Lotto Activo', amount: '150000' },
  { id: 2, name: 'Triple Caracas', amount: null },
];
const COLUMNS: SheetColumn<Row>[] = [
  { id: 'name', header: 'Producto', render: (row) => row.name },
  { id: 'amount', header: 'Cupo', align: 'right', render: (row) => moneyOr(row.amount, 'BS', 'Sin cupo') },
];

describe('EditableSheet', () => {
  it('shows every row under its headers, with an edit action named after the row', () => {
    const onEdit = vi.fn();
    render(
      <EditableSheet
        label="Cupos de prueba"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        editLabel={(row) => `Editar cupo de ${row.name}`}
        onEdit={onEdit}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cupos de prueba' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Producto', 'Cupo', 'Acciones']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['Lotto ActivoBs 1.500,00Editar', 'Triple CaracasSin cupoEditar']);

    fireEvent.click(screen.getByRole('button', { name: 'Editar cupo de Triple Caracas' }));
    expect(onEdit).toHaveBeenCalledWith(ROWS[1]);
  });
});

describe('moneyOr', () => {
  it('formats minor units in the currency, or says the amount is unset', () => {
    expect(moneyOr('1000', 'USD')).toBe('$ 10,00');
    expect(moneyOr(null, 'USD')).toBe('—');
    expect(moneyOr(undefined, 'BS', 'Sin tope')).toBe('Sin tope');
  });
});
