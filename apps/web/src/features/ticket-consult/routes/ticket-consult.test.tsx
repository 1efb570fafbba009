import { consultTickets, type TicketConsultPage } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { Component } from './ticket-consult';

const ticket = (id: number, currency: 'BS' | 'USD', total: string) => ({
  id,
  serial: `500000000${id}`,
  status: 'ACTIVO' as const,
  currency,
  total,
  prize_total: '0',
  sold_at: '2026-03-10T14:00:00.000Z',
  business_date: '2026-03-10',
  taquilla_id: 9,
  taquilla_name: 'Taquilla 1',
  seller_name: 'Tomás Taquillero',
  plays_count: 2,
});

const PAGE: TicketConsultPage = {
  data: [ticket(1, 'BS', '3000'), ticket(2, 'USD', '500')],
  total: 12,
  page: 1,
  per_page: 50,
  totals: [
    { currency: 'BS', tickets: 11, total: '123456', prize_total: '30000' },
    { currency: 'USD', tickets: 1, total: '500', prize_total: '0' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('Consulta de tickets', { timeout: 30_000 }, () => {
  it('adds a totals row per currency over every ticket of the filters, as the server summed them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://x').pathname === consultTickets.path
          ? jsonResponse(200, PAGE)
          : jsonResponse(200, []),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, DEMO_USERS.admin);
    const router = createMemoryRouter([{ path: '/', Component }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Tickets' }, { timeout: 8000 });
    const row = (await within(table).findByText('5000000002')).closest('tr')!;
    expect(within(row).getByText('$ 5,00')).toBeTruthy();
    const bs = within(table).getByRole('row', { name: 'Total BS' });
    expect(within(bs).getByText('Bs 1.234,56')).toBeTruthy();
    expect(within(bs).getByText('Bs 300,00')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: 'Total USD' })).getByText('$ 5,00')).toBeTruthy();
  });
});
