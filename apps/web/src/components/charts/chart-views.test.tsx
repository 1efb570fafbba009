import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BarChartView from './bar-chart-view';
import PieChartView from './pie-chart-view';
import TimeChartView from './time-chart-view';

// The real MUI X views: happy-dom lays SVG out poorly, so this only proves they take our props and draw.
const view = {
  height: 200,
  labels: ['16/03', '17/03'],
  series: [{ id: 'sales', label: 'Ventas', data: [1500, null] }],
  numberText: (value: number | null) => String(value),
  tickText: (value: number | null) => String(value),
  valueAxisWidth: 48,
};

describe('chart views', () => {
  it('draw a line, bars and a donut', () => {
    const { container } = render(
      <>
        <TimeChartView {...view} area />
        <BarChartView {...view} horizontal />
        <PieChartView height={200} donut numberText={String} slices={[{ id: 'a', label: 'Animalitos', value: 2 }]} />
      </>,
    );
    expect(container.querySelectorAll('svg').length).toBeGreaterThanOrEqual(3);
  });
});
