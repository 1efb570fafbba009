import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetListTotals, useListQuery } from '@/components/data-table';
import { jsonResponse } from '@/test/fake-api';
import { countColumn, moneyColumn, ReportTable, type ReportColumn, type ReportTotals } from '.';

interface Row {
  id: number;
  partner: string;
  currency: 'BS' | 'USD';
  sales: string;
  prizes: string;
  tickets: number;
}

const COLUMNS: ReportColumn<Row>[] = [
  { id: 'partner', header: 'Asociado' },
  moneyColumn<Row>({ id: 'sales', header: 'Ventas', group: 'Montos', currency: (row) => row.currency }),
  moneyColumn<Row>({ id: 'prizes', header: 'Premios', group: 'Montos', currency: (row) => row.currency }),
  countColumn<Row>({ id: 'tickets', header: 'Tickets' }),
];

const ROWS: Row[] = [
  { id: 1, partner: 'Agencia Centro', currency: 'BS', sales: '123456', prizes: '1000', tickets: 1200 },
  { id: 2, partner: 'Agencia Panamá', currency: 'USD', sales: '5000', prizes: '0', tickets: 3 },
];

function Harness({ totals }: { totals: ReportTotals[] }) {
  const list = useListQuery<Row>({ queryKey: ['report-rows'], path: '/api/v2/report' });
  return <ReportTable label="Ventas" columns={COLUMNS} list={list} rowKey={(row) => row.id} totals={totals} />;
}

function renderReport(totals: ReportTotals[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { data: ROWS, total: 2, page: 1, per_page: 100, totals })),
  );
  const router = createMemoryRouter([{ path: '/', element: <Harness totals={totals} /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetListTotals(['report-rows']);
});

describe('<ReportTable>', () => {
  it('groups headers, shows money in each row’s currency, and a totals row per currency', async () => {
    renderReport([
      { currency: 'BS', sales: '123456', prizes: '1000', tickets: 1200 },
      { currency: 'USD', sales: '5000', prizes: '0', tickets: 3 },
    ]);
    const table = screen.getByRole('table', { name: 'Ventas' });
    const group = within(table).getByRole('columnheader', { name: 'Montos' });
    expect(group.getAttribute('colspan')).toBe('2');
    const centro = (await within(table).findByText('Agencia Centro')).closest('tr')!;
    expect(within(centro).getByText('Bs 1.234,56')).toBeTruthy();
    expect(within(centro).getByText('1.200')).toBeTruthy();
    const panama = within(table).getByText('Agencia Panamá').closest('tr')!;
    expect(within(panama).getByText('$ 50,00')).toBeTruthy();
    const bs = within(table).getByRole('row', { name: 'Total BS' });
    expect(
      within(bs)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total BS', 'Bs 1.234,56', 'Bs 10,00', '1.200']);
    const usd = within(table).getByRole('row', { name: 'Total USD' });
    expect(
      within(usd)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total USD', '$ 50,00', '$ 0,00', '3']);
  });

  it('calls a single currency’s totals just "Total"', async () => {
    renderReport([{ currency: 'BS', sales: '100', prizes: '0', tickets: 1 }]);
    expect(await screen.findByRole('row', { name: 'Total' })).toBeTruthy();
  });
});
