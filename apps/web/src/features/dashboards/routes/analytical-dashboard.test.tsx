import {
  kpiColdestNumbers,
  kpiLossProfit,
  kpiSalesByBetTypes,
  kpiSalesByPartner,
  kpiSalesByProduct,
  kpiTicketsByDay,
  type KpiDay,
  type SalesByPartnerAnswer,
} from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { Component as AnalyticalDashboard } from './analytical-dashboard';

// The MUI X views draw SVG, which happy-dom lays out poorly: the charts' summary tables are read instead.
vi.mock('@/components/charts/time-chart-view', () => ({ default: () => <div /> }));
vi.mock('@/components/charts/bar-chart-view', () => ({ default: () => <div /> }));
vi.mock('@/components/charts/pie-chart-view', () => ({ default: () => <div /> }));

const day = (date: string, net: string, tickets: number): KpiDay => ({
  date,
  currency: 'BS',
  tickets,
  annulled_tickets: 0,
  average_ticket: '0',
  sales: net,
  annulled: '0',
  prizes: '0',
  commission: '0',
  participation: '0',
  net,
  margin_pct: '100.00',
});

const BVE = { id: 1, code: 'BVE', name: 'Banca Venezuela', kind: 'BANCA' as const };
const DCE = { id: 2, code: 'DCE', name: 'Distribuidora Centro', kind: 'DISTRIBUIDOR' as const };
const figures = {
  currency: 'BS' as const,
  sales: '5000',
  annulled: '0',
  plays: 2,
  prizes: '0',
  commission: '0',
  participation: '0',
  net: '5000',
};

/** Canned answers in the contracts' shapes; the days answered depend on the period asked. */
function stubKpis() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const q = Object.fromEntries(url.searchParams);
      const answer = (data: unknown[], extra = {}) =>
        jsonResponse(200, { from_date: q.from_date, to_date: q.to_date, data, ...extra });
      switch (url.pathname) {
        case kpiTicketsByDay.path:
        case kpiLossProfit.path:
          return answer(q.from_date === '2026-03-01' ? [day('2026-03-02', '7000', 7)] : [day('2026-02-27', '3000', 3)]);
        case kpiSalesByPartner.path: {
          const focus = q.partner_id ? [BVE, DCE] : [BVE];
          const rows = q.partner_id ? [] : [{ partner: DCE, ...figures }];
          return answer(rows, { chain: focus } satisfies Partial<SalesByPartnerAnswer>);
        }
        case kpiSalesByProduct.path:
        case kpiSalesByBetTypes.path:
        case kpiColdestNumbers.path:
          return answer([]);
        default:
          return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'La ruta solicitada no existe.' });
      }
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/dashboards/analytical', element: <AnalyticalDashboard /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => vi.unstubAllGlobals());

describe('Analítico', () => {
  it('draws the previous period day by day beside this one when comparing, kept in the URL', async () => {
    const calls = stubKpis();
    const router = renderAt('/admin/dashboards/analytical?from_date=2026-03-01&to_date=2026-03-03');
    const table = await screen.findByRole('table', { name: 'Ganancias y pérdidas por día' });
    expect(rowsOf(table)[0]).toEqual(['Día', 'Ventas', 'Premios', 'Comisión', 'Neto']);
    fireEvent.click(screen.getByRole('switch', { name: 'Comparar con el período anterior' }));
    await waitFor(() => expect(router.state.location.search).toContain('compare=1'));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Ganancias y pérdidas por día' }))).toEqual([
        ['Día', 'Ventas', 'Premios', 'Comisión', 'Neto', 'Neto del período anterior'],
        ['01/03/2026', 'Bs 0,00', 'Bs 0,00', 'Bs 0,00', 'Bs 0,00', 'Bs 0,00'],
        // 27 February is the second day of the previous period, beside the 2nd of March.
        ['02/03/2026', 'Bs 70,00', 'Bs 0,00', 'Bs 0,00', 'Bs 70,00', 'Bs 30,00'],
        ['03/03/2026', 'Bs 0,00', 'Bs 0,00', 'Bs 0,00', 'Bs 0,00', 'Bs 0,00'],
      ]),
    );
    // The three days before the 1st of March: 26, 27 and 28 February.
    const previous = calls.filter(
      (url) => url.pathname === kpiLossProfit.path && url.searchParams.get('from_date') === '2026-02-26',
    );
    expect(previous.map((url) => url.searchParams.get('to_date'))).toEqual(['2026-02-28']);
  });

  it('drills down to a partner (its id in the URL, every KPI narrowed to it) and back up', async () => {
    const calls = stubKpis();
    const router = renderAt('/admin/dashboards/analytical?from_date=2026-03-01&to_date=2026-03-03');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver el detalle de Distribuidora Centro' }));
    await waitFor(() => expect(router.state.location.search).toContain('partner_id=2'));
    const trail = await screen.findByRole('navigation', { name: 'Nivel de la red' });
    await waitFor(() =>
      expect(within(trail).getByText('Distribuidora Centro').getAttribute('aria-current')).toBe('page'),
    );
    const narrowed = new Set(
      calls.filter((url) => url.searchParams.get('partner_id') === '2').map((url) => url.pathname),
    );
    expect(narrowed).toEqual(
      new Set([
        kpiTicketsByDay.path,
        kpiLossProfit.path,
        kpiSalesByPartner.path,
        kpiSalesByProduct.path,
        kpiSalesByBetTypes.path,
        kpiColdestNumbers.path,
      ]),
    );
    fireEvent.click(within(trail).getByRole('button', { name: 'Banca Venezuela' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('partner_id'));
  });
});
