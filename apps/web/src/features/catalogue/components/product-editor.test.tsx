import type { Product } from '@banca/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { formFieldPaths } from '@/components/form';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { productFormOf } from './product-form';
import { ProductEditor } from './product-editor';

const PRODUCT: Product = {
  id: 7,
  name: 'Lotto Activo',
  product_type: 'ANIMALITOS',
  lottery_id: 1,
  lottery_name: 'Lotto Activo',
  category_id: 1,
  category_name: 'Animalitos',
  image_id: null,
  image_url: null,
  status: 'ACTIVE',
  symbol_count: 3,
  draw_count: 12,
  symbols: [
    { id: 1, number: '0', name: 'Delfín', image_id: null, image_url: null },
    { id: 2, number: '00', name: 'Ballena', image_id: null, image_url: null },
    { id: 3, number: '1', name: 'Carnero', image_id: null, image_url: null },
  ],
  bet_types: [{ bet_type_id: 1, code: 'ANIMALITO', name: 'Animalito', multiplier: '30.00' }],
};

const lookups = {
  'GET /api/v2/general/lotteries': () =>
    jsonResponse(200, [{ id: 1, name: 'Lotto Activo', abbreviation: 'LA', logo_url: null }]),
  'GET /api/v2/general/categories': () => jsonResponse(200, [{ id: 1, name: 'Animalitos' }]),
  'GET /api/v2/admin/manage-product/7': () => jsonResponse(200, PRODUCT),
};

const renderEditor = (productId: number | null, onClose = vi.fn()) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductEditor productId={productId} onClose={onClose} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('product form helpers', () => {
  it('turn a product into the request it is saved with, symbols as strings', () => {
    const form = productFormOf(PRODUCT);
    expect(form.symbols.map((symbol) => symbol.number)).toEqual(['0', '00', '1']);
    expect(form.bet_types).toEqual([{ code: 'ANIMALITO', multiplier: '30.00' }]);
    expect(formFieldPaths(form)).toEqual(
      expect.arrayContaining(['name', 'symbols.1.number', 'bet_types.0.multiplier']),
    );
  });
});

describe('ProductEditor', () => {
  it('shows the symbol grid and the multiplier of an existing product', async () => {
    stubApi(null, lookups);
    renderEditor(7);
    const grid = await screen.findByRole('list', { name: 'Símbolos' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Símbolo 0 Delfín', 'Símbolo 00 Ballena', 'Símbolo 1 Carnero']);
    expect((screen.getByLabelText('Multiplicador de Animalito') as HTMLInputElement).value).toBe('30.00');
  });

  it('checks the form with the contract before sending, in Spanish', async () => {
    const fetchMock = stubApi(null, lookups);
    renderEditor(7);
    await screen.findByRole('list', { name: 'Símbolos' });
    const [, second] = screen.getAllByLabelText('N.º') as HTMLInputElement[];
    await userEvent.clear(second!);
    await userEvent.type(second!, '0');
    await userEvent.clear(screen.getByLabelText('Multiplicador de Animalito'));
    await userEvent.type(screen.getByLabelText('Multiplicador de Animalito'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El número 0 está repetido.')).toBeTruthy();
    expect(screen.getByText('El multiplicador debe ser mayor que 0.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('puts the server’s 409 on the name field', async () => {
    stubApi(null, {
      ...lookups,
      'PUT /api/v2/admin/manage-product/7': () =>
        jsonResponse(409, {
          code: 'CONFLICT',
          message: 'Ya existe.',
          fields: [{ field: 'name', message: 'Ya existe un producto llamado «Lotto Activo».' }],
        }),
    });
    const onClose = vi.fn();
    renderEditor(7, onClose);
    await screen.findByRole('list', { name: 'Símbolos' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByText('Ya existe un producto llamado «Lotto Activo».')).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
