import { listLotteryResults, type LotteryResult, type LotteryResultsPage } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { Component } from './results-report';

const draw = (id: number, time: string, amounts: LotteryResult['amounts']): LotteryResult => ({
  occurrence_id: id,
  draw_id: id,
  draw_name: `Lotto Activo ${time}`,
  draw_date: '2026-03-10',
  draw_time: time,
  close_at: '2026-03-10T19:55:00.000Z',
  lottery_id: 1,
  lottery_name: 'Lotto Activo',
  product_id: 1,
  product_name: 'Lotto Activo',
  product_type: 'ANIMALITOS',
  state: 'AWARDED',
  result_digits: null,
  needs_sign: false,
  result_number: '7',
  result_sign: null,
  symbol_name: 'Perico',
  symbol_image_id: null,
  result_source: 'MANUAL',
  resulted_at: '2026-03-10T20:01:00.000Z',
  awarded_at: '2026-03-10T20:02:00.000Z',
  amounts,
});

const PAGE: LotteryResultsPage = {
  data: [
    draw(1, '15:00', [
      { currency: 'BS', sold: '70000', prizes: '150000' },
      { currency: 'USD', sold: '300', prizes: '9000' },
    ]),
    draw(2, '16:00', []),
  ],
  total: 2,
  page: 1,
  per_page: 100,
  totals: [
    { currency: 'BS', sold: '70000', prizes: '150000' },
    { currency: 'USD', sold: '300', prizes: '9000' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('Resultados', { timeout: 30_000 }, () => {
  it('shows what each draw sold and paid out per currency, and a totals row per currency', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        new URL(String(input), 'http://x').pathname === listLotteryResults.path
          ? jsonResponse(200, PAGE)
          : jsonResponse(200, []),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, DEMO_USERS.admin);
    const router = createMemoryRouter([{ path: '/', Component }], { initialEntries: ['/?date=2026-03-10'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Resultados de los sorteos' }, { timeout: 8000 });
    const sold = (await within(table).findByText('Lotto Activo 15:00')).closest('tr')!;
    expect(within(sold).getByText('Bs 700,00')).toBeTruthy();
    expect(within(sold).getByText('$ 3,00')).toBeTruthy();
    expect(within(sold).getByText('Bs 1.500,00')).toBeTruthy();
    const quiet = within(table).getByText('Lotto Activo 16:00').closest('tr')!;
    expect(within(quiet).getAllByText('—')).toHaveLength(2);
    const usd = within(table).getByRole('row', { name: 'Total USD' });
    expect(within(usd).getByText('$ 3,00')).toBeTruthy();
    expect(within(usd).getByText('$ 90,00')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total BS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
  });
});
