import type { KpiPartnerRef, PartnerSales } from '@banca/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartnerSalesTable } from './partner-tables';

const partner = (id: number, code: string, name: string, kind: KpiPartnerRef['kind']): KpiPartnerRef => ({
  id,
  code,
  name,
  kind,
});
const row = (p: KpiPartnerRef, currency: 'BS' | 'USD', sales: string): PartnerSales => ({
  partner: p,
  currency,
  sales,
  annulled: '0',
  plays: 1,
  prizes: '0',
  commission: '0',
  participation: '0',
  net: sales,
});

const DCE = partner(2, 'DCE', 'Distribuidora Centro', 'DISTRIBUIDOR');
const ACE1 = partner(4, 'ACE1', 'Agencia Centro 1', 'AGENCIA');
const T3 = partner(9, 'ACE1-T3', 'Taquilla Centro 1-3', 'TAQUILLA');

describe('<PartnerSalesTable>', () => {
  it('opens a partner with a level below it, never a taquilla, and keeps each row in its currency', () => {
    const onFocus = vi.fn();
    render(
      <PartnerSalesTable
        rows={[row(ACE1, 'BS', '250000'), row(T3, 'USD', '900')]}
        chain={[DCE]}
        loading={false}
        onFocus={onFocus}
      />,
    );
    const table = screen.getByRole('table', { name: 'Ventas por asociado' });
    fireEvent.click(within(table).getByRole('button', { name: 'Ver el detalle de Agencia Centro 1' }));
    expect(onFocus).toHaveBeenCalledWith(ACE1);
    const taquilla = within(table).getByText('ACE1-T3 · Taquilla Centro 1-3').closest('tr')!;
    expect(within(taquilla).queryByRole('button')).toBeNull();
    expect(within(taquilla).getAllByText('$ 9,00')).toHaveLength(2);
  });

  it('goes back up the trail: the caller own partner clears the focus, the one at the end is where it is', () => {
    const onFocus = vi.fn();
    const BVE = partner(1, 'BVE', 'Banca Venezuela', 'BANCA');
    render(<PartnerSalesTable rows={[]} chain={[BVE, DCE, ACE1]} loading={false} onFocus={onFocus} />);
    const trail = screen.getByRole('navigation', { name: 'Nivel de la red' });
    fireEvent.click(within(trail).getByRole('button', { name: 'Banca Venezuela' }));
    expect(onFocus).toHaveBeenLastCalledWith(null);
    fireEvent.click(within(trail).getByRole('button', { name: 'Distribuidora Centro' }));
    expect(onFocus).toHaveBeenLastCalledWith(DCE);
    expect(within(trail).getByText('Agencia Centro 1').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status').textContent).toBe('Sin datos para el período');
  });
});
