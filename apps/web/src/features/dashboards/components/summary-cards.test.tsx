import { ZERO_KPI_FIGURES, type KpiPeriodFigures, type KpiSummary } from '@banca/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from './summary-cards';

const figures = (over: Partial<KpiPeriodFigures>): KpiPeriodFigures => ({ ...ZERO_KPI_FIGURES, ...over });

const SUMMARY: KpiSummary = {
  from_date: '2026-03-11',
  to_date: '2026-03-11',
  compare_from_date: '2026-03-04',
  compare_to_date: '2026-03-04',
  compare_until: null,
  data: [
    {
      currency: 'BS',
      current: figures({
        sales: '112500',
        prizes: '50000',
        net: '49000',
        tickets: 9,
        average_ticket: '12500',
        annulled: '900',
        annulled_tickets: 1,
      }),
      previous: figures({ sales: '100000', prizes: '40000', net: '48000', tickets: 10, average_ticket: '10000' }),
    },
    { currency: 'USD', current: figures({ sales: '900', tickets: 1, average_ticket: '900' }), previous: figures({}) },
  ],
};

const card = (section: HTMLElement, title: string) => within(section).getByRole('group', { name: title });

describe('<SummaryCards>', () => {
  it('shows one row of cards per currency, each figure with its change against the same weekday before', () => {
    render(<SummaryCards summary={SUMMARY} loading={false} fallbackCurrency="BS" />);
    const bs = screen.getByRole('region', { name: 'Resumen en Bolivares (Bs)' });
    expect(card(bs, 'Ventas').textContent).toBe('VentasBs 1.125,00Sube +12,5 % vs. miércoles 04/03');
    expect(card(bs, 'Premios').textContent).toContain('Sube +25,0 %');
    expect(card(bs, 'Tickets').textContent).toBe('Tickets9Baja −10,0 % vs. miércoles 04/03');
    expect(card(bs, 'Ticket promedio').textContent).toContain('Bs 125,00');
    expect(card(bs, 'Anulado').textContent).toContain('Bs 9,00 · 1 ticket');
    const usd = screen.getByRole('region', { name: 'Resumen en Dolares ($)' });
    expect(card(usd, 'Ventas').textContent).toBe('Ventas$ 9,00Sin datos vs. miércoles 04/03');
    expect(card(usd, 'Neto').textContent).toContain('Sin cambio 0,0 %');
  });

  it('says until what time of the day today is compared', () => {
    render(<SummaryCards summary={{ ...SUMMARY, compare_until: '10:15' }} loading={false} fallbackCurrency="BS" />);
    const bs = screen.getByRole('region', { name: 'Resumen en Bolivares (Bs)' });
    expect(card(bs, 'Tickets').textContent).toBe('Tickets9Baja −10,0 % vs. miércoles 04/03 hasta las 10:15');
  });

  it('shows zeros in the user currency when nothing was sold, and a skeleton before the first answer', () => {
    const { rerender } = render(<SummaryCards summary={undefined} loading fallbackCurrency="COP" />);
    expect(screen.getByRole('progressbar', { name: 'Cargando el resumen' })).toBeTruthy();
    rerender(<SummaryCards summary={{ ...SUMMARY, data: [] }} loading={false} fallbackCurrency="COP" />);
    const cop = screen.getByRole('region', { name: 'Resumen en Pesos Colombianos ($)' });
    // Pesos are read whole.
    expect(card(cop, 'Ventas').textContent).toMatch(/^Ventas\$ 0(?!,)/);
  });
});
