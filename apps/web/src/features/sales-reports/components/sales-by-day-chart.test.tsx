import type { GrossSaleRow } from '@banca/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SalesByDayChart } from './sales-by-day-chart';

// The MUI X views draw SVG, which happy-dom lays out poorly: the figures' summary tables are
// what a screen reader gets, and what these tests read.
vi.mock('@/components/charts/time-chart-view', () => ({ default: () => <div data-testid="line-chart" /> }));
vi.mock('@/components/charts/bar-chart-view', () => ({ default: () => <div data-testid="bar-chart" /> }));

const row = (day: string, product: [number, string], currency: 'BS' | 'USD', sales: string): GrossSaleRow => ({
  business_date: day,
  product_id: product[0],
  product_name: product[1],
  currency,
  sold: sales,
  annulled: '0',
  sales,
  prizes: '1000',
  commission: '0',
  net: String(BigInt(sales) - 1000n),
  plays: 1,
});
const LOTTO: [number, string] = [1, 'Lotto Activo'];
const TRIPLE: [number, string] = [2, 'Triple Caracas'];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));

function renderChart(rows: GrossSaleRow[], range: { from: string; to: string }, total = rows.length) {
  render(
    <SalesByDayChart
      rows={rows}
      total={total}
      range={range}
      thing={(r) => ({ id: String(r.product_id), name: r.product_name })}
      thingHeader="Producto"
      perThing="por producto"
      loading={false}
    />,
  );
}

describe('<SalesByDayChart>', () => {
  it('draws one day as bars per product, one chart per currency, never adding them up', () => {
    const day = '2026-03-16';
    renderChart([row(day, LOTTO, 'BS', '150000'), row(day, TRIPLE, 'BS', '5000'), row(day, LOTTO, 'USD', '2500')], {
      from: day,
      to: day,
    });
    const bs = screen.getByRole('table', { name: 'Ventas, premios y neto por producto en Bolivares (Bs)' });
    expect(rowsOf(bs)).toEqual([
      ['Producto', 'Ventas', 'Premios', 'Neto'],
      ['Lotto Activo', 'Bs 1.500,00', 'Bs 10,00', 'Bs 1.490,00'],
      ['Triple Caracas', 'Bs 50,00', 'Bs 10,00', 'Bs 40,00'],
    ]);
    const usd = screen.getByRole('table', { name: 'Ventas, premios y neto por producto en Dolares ($)' });
    expect(rowsOf(usd)).toEqual([
      ['Producto', 'Ventas', 'Premios', 'Neto'],
      ['Lotto Activo', '$ 25,00', '$ 10,00', '$ 15,00'],
    ]);
  });

  it('draws a period as a line per product over every day, a day without sales left empty', () => {
    renderChart(
      [
        row('2026-03-16', LOTTO, 'BS', '1000'),
        row('2026-03-18', LOTTO, 'BS', '3000'),
        row('2026-03-17', TRIPLE, 'BS', '700'),
      ],
      {
        from: '2026-03-16',
        to: '2026-03-18',
      },
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Ventas por día por producto' }))).toEqual([
      ['Día', 'Lotto Activo', 'Triple Caracas'],
      ['16/03/2026', 'Bs 10,00', '—'],
      ['17/03/2026', '—', 'Bs 7,00'],
      ['18/03/2026', 'Bs 30,00', '—'],
    ]);
    expect(screen.queryByText(/El gráfico muestra/)).toBeNull();
  });

  it('says when it shows only the first rows of a long period', () => {
    renderChart([row('2026-03-16', LOTTO, 'BS', '1000')], { from: '2026-03-16', to: '2026-03-17' }, 1200);
    expect(
      screen.getByText(
        'El gráfico muestra los primeros 1 renglones de 1200; acorte el período o filtre para verlos todos.',
      ),
    ).toBeTruthy();
  });
});
