import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryBarChart, chartScale, ShareChart, shareTexts, TimeChart } from '.';
import type { CartesianViewProps } from './chart-view-props';

// The MUI X views draw SVG, which happy-dom lays out poorly: each stands in for itself here,
// showing what it was given, so the wrapper's behaviour is what these tests check.
const drawn = vi.hoisted(() => ({ props: [] as unknown[] }));
vi.mock('./time-chart-view', () => ({
  default: (props: CartesianViewProps) => {
    drawn.props.push(props);
    return <div data-testid="line-chart" />;
  },
}));
vi.mock('./bar-chart-view', () => ({
  default: (props: CartesianViewProps) => {
    drawn.props.push(props);
    return <div data-testid="bar-chart" />;
  },
}));
vi.mock('./pie-chart-view', () => ({ default: () => <div data-testid="pie-chart" /> }));

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('TimeChart', () => {
  it('shows a skeleton until the chart library has loaded (first use), and labels hours', async () => {
    render(
      <TimeChart
        label="Tickets por hora"
        axis={{ unit: 'hour', hours: [9, 10] }}
        series={[{ id: 'tickets', label: 'Tickets', values: [12, 3] }]}
      />,
    );
    expect(screen.getByRole('progressbar', { hidden: true, name: 'Cargando Tickets por hora' })).toBeTruthy();
    expect(await screen.findByTestId('line-chart')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Tickets por hora' }))).toEqual([
      ['Hora', 'Tickets'],
      ['09:00', '12'],
      ['10:00', '3'],
    ]);
  });

  it('names the figure, summarises it in a table with money per currency, and draws major units', async () => {
    drawn.props = [];
    render(
      <TimeChart
        label="Ventas por día"
        axis={{ unit: 'day', days: ['2026-03-16', '2026-03-17'] }}
        series={[
          { id: 'sales', label: 'Ventas', values: ['150000', '99'] },
          { id: 'prizes', label: 'Premios', values: [null, '2500'] },
        ]}
        currency="BS"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Ventas por día' });
    const table = within(figure).getByRole('table', { name: 'Ventas por día' });
    expect(rowsOf(table)).toEqual([
      ['Día', 'Ventas', 'Premios'],
      ['16/03/2026', 'Bs 1.500,00', '—'],
      ['17/03/2026', 'Bs 0,99', 'Bs 25,00'],
    ]);
    expect(await screen.findByTestId('line-chart')).toBeTruthy();
    const props = drawn.props.at(-1) as CartesianViewProps;
    expect(props.labels).toEqual(['16/03', '17/03']);
    expect(props.series[0]?.data).toEqual([1500, 0.99]);
    expect(props.numberText(1500)).toBe('Bs 1.500,00');
  });

  it('shows a skeleton while its data loads, and says when the period has no data', () => {
    const axis = { unit: 'day', days: ['2026-03-16'] } as const;
    const { rerender } = render(<TimeChart label="Ventas" axis={axis} series={[]} loading />);
    expect(screen.getByRole('progressbar', { name: 'Cargando Ventas' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();

    rerender(<TimeChart label="Ventas" axis={axis} series={[{ id: 's', label: 'Ventas', values: ['0'] }]} />);
    expect(screen.getByRole('figure', { name: 'Ventas' }).textContent).toBe('Sin datos para el período');
    rerender(<TimeChart label="Ventas" axis={{ unit: 'day', days: [] }} series={[]} />);
    expect(screen.getByRole('figure', { name: 'Ventas' }).textContent).toBe('Sin datos para el período');
  });
});

describe('CategoryBarChart', () => {
  it('summarises counts by category under its header', async () => {
    render(
      <CategoryBarChart
        label="Tickets por lotería"
        categoryHeader="Lotería"
        categories={['Lotto Activo', 'La Granjita']}
        series={[{ id: 'tickets', label: 'Tickets', values: [1200, 35] }]}
        horizontal
      />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Tickets por lotería' }))).toEqual([
      ['Lotería', 'Tickets'],
      ['Lotto Activo', '1.200'],
      ['La Granjita', '35'],
    ]);
    expect(await screen.findByTestId('bar-chart')).toBeTruthy();
  });
});

describe('ShareChart', () => {
  it('gives each slice its value and its exact share', async () => {
    render(
      <ShareChart
        label="Ventas por producto"
        sliceHeader="Producto"
        currency="USD"
        donut
        slices={[
          { id: 'a', label: 'Animalitos', value: '200' },
          { id: 't', label: 'Triples', value: '100' },
        ]}
      />,
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Ventas por producto' }))).toEqual([
      ['Producto', 'Valor', 'Porcentaje'],
      ['Animalitos', '$ 2,00', '66,7 %'],
      ['Triples', '$ 1,00', '33,3 %'],
    ]);
    expect(await screen.findByTestId('pie-chart')).toBeTruthy();
  });

  it('computes shares of large money amounts exactly, and of fractional counts', () => {
    expect(shareTexts(['900719925474099300', '100000000000000000', null])).toEqual(['90,0 %', '10,0 %', '0,0 %']);
    expect(shareTexts([1.5, 0.5])).toEqual(['75,0 %', '25,0 %']);
    expect(shareTexts(['0', null])).toEqual(['—', '—']);
  });
});

describe('chartScale', () => {
  it('reads money in minor units of the currency and counts as they are', () => {
    expect(chartScale('COP').valueText('150000')).toBe(
      chartScale('COP').numberText(chartScale('COP').toNumber('150000')),
    );
    expect(chartScale().toNumber('12')).toBe(12);
    expect(chartScale('BS').toNumber(null)).toBeNull();
  });
});
