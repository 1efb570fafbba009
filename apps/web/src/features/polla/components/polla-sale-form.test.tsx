import { consultPollaCustomer, registerPollaTicket, type PollaType } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { PollaSaleForm } from './polla-sale-form';

const TYPE: PollaType = {
  id: 3,
  name: 'Polla del día',
  product_id: 1,
  product_name: 'Lotto Activo',
  draws: [{ id: 10, time: '10:00', name: 'Lotto 10' }],
  symbols: [
    { number: '7', name: 'Perico' },
    { number: '8', name: 'Ratón' },
  ],
  picks_per_draw: 1,
  currency: 'BS',
  price: '150000',
  daily_first_percent: '30.00',
  daily_second_percent: '10.00',
  weekly_percent: '5.00',
  points_per_hit: 1,
  first_min_points: 1,
  second_min_points: 1,
  weekly_min_points: 1,
  annul_minutes: 5,
  status: 'ACTIVE',
};

afterEach(() => vi.unstubAllGlobals());

describe('the polla sale form', { timeout: 30_000 }, () => {
  it('fills a known customer from the cédula, shows the price, and puts the server’s field error on its field', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://x').pathname;
        if (path === consultPollaCustomer.path) {
          return jsonResponse(200, {
            id_type: 'V',
            id_number: '12345678',
            first_name: 'Rosa',
            last_name: 'Marcano',
            phone: '04145550199',
          });
        }
        if (path === registerPollaTicket.path) {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(400, {
            code: 'VALIDATION_ERROR',
            message: 'Revise los datos.',
            fields: [{ field: 'picks.0.numbers', message: 'El animal 7 no existe.' }],
          });
        }
        return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PollaSaleForm types={[TYPE]} onSold={() => undefined} />
      </QueryClientProvider>,
    );
    const cedula = screen.getByRole('textbox', { name: 'Cédula' });
    fireEvent.change(cedula, { target: { value: '12345678' } });
    fireEvent.blur(cedula);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Rosa'),
    );
    expect((screen.getByRole('textbox', { name: 'Teléfono' }) as HTMLInputElement).value).toBe('04145550199');
    expect(screen.getByText('Precio: Bs 1.500,00')).toBeTruthy();

    const sell = screen.getByRole('button', { name: 'Vender' });
    expect((sell as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sorteo 10:00' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('7 Perico'));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('El animal 7 no existe.')).toBeTruthy();
    expect(bodies).toEqual([
      {
        polla_type_id: 3,
        customer: {
          id_type: 'V',
          id_number: '12345678',
          first_name: 'Rosa',
          last_name: 'Marcano',
          phone: '04145550199',
        },
        picks: [{ draw_id: 10, numbers: ['7'] }],
      },
    ]);
  });
});
