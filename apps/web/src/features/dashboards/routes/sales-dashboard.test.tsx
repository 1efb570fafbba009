import { kpiSummary, type KpiPeriodFigures } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { DASHBOARDS_KEY } from '../api/kpis';
import { Component as SalesDashboard } from './sales-dashboard';

vi.mock('@/components/charts/time-chart-view', () => ({ default: () => <div /> }));
vi.mock('@/components/charts/bar-chart-view', () => ({ default: () => <div /> }));

const figures = (sales: string, tickets: number): KpiPeriodFigures => ({
  tickets,
  annulled_tickets: 0,
  average_ticket: '0',
  sales,
  annulled: '0',
  prizes: '0',
  commission: '0',
  participation: '0',
  net: sales,
  margin_pct: null,
});

const summaryOf = (sales: string) => ({
  from_date: '2026-03-11',
  to_date: '2026-03-11',
  compare_from_date: '2026-03-04',
  compare_to_date: '2026-03-04',
  compare_until: null,
  data: [{ currency: 'BS', current: figures(sales, 3), previous: figures('100000', 2) }],
});

afterEach(() => vi.unstubAllGlobals());

describe('Ventas del día', () => {
  it('reads today (no dates: the server’s today in the browser zone) and keeps the cards on screen while it reads again', async () => {
    let release: (() => void) | null = null;
    let sales = '150000';
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== kpiSummary.path)
        return jsonResponse(200, { from_date: '2026-03-11', to_date: '2026-03-11', data: [] });
      expect(url.search).toBe('');
      if (sales === '200000') await new Promise<void>((resolve) => (release = resolve));
      return jsonResponse(200, summaryOf(sales));
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, DEMO_USERS.admin);
    const router = createMemoryRouter([{ path: '/', element: <SalesDashboard /> }]);
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const sold = () => within(screen.getByRole('group', { name: 'Ventas' })).getByText(/^Bs /).textContent;
    expect((await screen.findByRole('group', { name: 'Ventas' })).textContent).toContain(
      'Sube +50,0 % vs. miércoles 04/03',
    );
    expect(sold()).toBe('Bs 1.500,00');
    expect(screen.getByRole('heading', { level: 1, name: 'Ventas del día' })).toBeTruthy();

    // The minute's refresh: the old figures stay until the new ones arrive.
    sales = '200000';
    await act(() => void client.invalidateQueries({ queryKey: DASHBOARDS_KEY }));
    expect(await screen.findByRole('progressbar', { name: 'Actualizando Resumen del día' })).toBeTruthy();
    expect(sold()).toBe('Bs 1.500,00');
    await act(async () => release!());
    await screen.findAllByText('Bs 2.000,00');
    expect(sold()).toBe('Bs 2.000,00');
    expect(screen.queryByRole('progressbar', { name: 'Actualizando Resumen del día' })).toBeNull();
  });
});
