import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery, Page } from '@/components/data-table';
import { CatalogueSection, type CatalogueRow } from './catalogue-section';

const ROWS: CatalogueRow[] = [
  { id: 1, name: 'Animalitos', status: 'ACTIVE' },
  { id: 2, name: 'Triples', status: 'INACTIVE' },
];

const list = {
  state: { page: 1, per_page: 25, sort: undefined, order: 'asc', filters: {} },
  query: { isFetching: false, isPending: false, isError: false } as UseQueryResult<Page<CatalogueRow>>,
  rows: ROWS,
  total: ROWS.length,
  update: vi.fn(),
  setFilter: vi.fn(),
  exportRequest: { path: '/api/v2/prueba/export', body: {} },
} satisfies ListQuery<CatalogueRow>;

function renderSection(mutate = vi.fn()) {
  const mutation = { mutate, isPending: false } as unknown as UseMutationResult<unknown, Error, number>;
  render(
    <CatalogueSection<CatalogueRow>
      label="Categorías"
      exportName="categorias"
      list={list}
      columns={[{ id: 'name', header: 'Nombre', sortable: true }]}
      newLabel="Nueva categoría"
      editor={(row, onClose) => (
        <div role="dialog" aria-label={row ? `Editar ${row.name}` : 'Nueva'}>
          <button onClick={onClose}>Cerrar</button>
        </div>
      )}
      deactivate={{ title: 'Desactivar categoría', message: (name) => `«${name}» quedará inactiva.`, mutation }}
    />,
  );
}

describe('CatalogueSection', () => {
  it('adds the status and actions columns; only an active row can be deactivated', () => {
    renderSection();
    const table = screen.getByRole('table', { name: 'Categorías' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Nombre', 'Estado', 'Acciones']);
    expect(within(table).getByText('Activo')).toBeTruthy();
    expect(within(table).getByText('Inactivo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desactivar Animalitos' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Desactivar Triples' })).toBeNull();
  });

  it('opens the editor for a new row and for an existing one', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Nueva' })).getByText('Cerrar'));
    await userEvent.click(screen.getByRole('button', { name: 'Editar Triples' }));
    expect(screen.getByRole('dialog', { name: 'Editar Triples' })).toBeTruthy();
  });

  it('asks before deactivating, then deactivates the row by its id', async () => {
    const mutate = vi.fn();
    renderSection(mutate);
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar Animalitos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar categoría' });
    expect(dialog.textContent).toContain('«Animalitos» quedará inactiva.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(mutate).toHaveBeenCalledWith(1, expect.objectContaining({ onSettled: expect.any(Function) }));
  });
});
