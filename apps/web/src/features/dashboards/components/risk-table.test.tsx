import type { TopRiskRow } from '@banca/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopRiskTable } from './risk-table';

const row: TopRiskRow = {
  occurrence_id: 1,
  draw: 'Lotto Activo',
  product: { id: 1, name: 'Lotto Activo' },
  draw_at: '2026-11-26T14:00:00-04:00',
  bet_type: { id: 1, name: 'Animalito' } as TopRiskRow['bet_type'],
  number: '07',
  partner: { id: 2, code: 'DCE', name: 'Distribuidora Centro', kind: 'DISTRIBUIDOR' },
  currency: 'BS',
  sold: '123456',
  multiplier: '30',
  payout: '3703680',
  cupo: '5000000',
  cupo_used_pct: '74.07',
  tope: null,
  tope_used_pct: null,
};

describe('<TopRiskTable>', () => {
  it('heads every column with a whole phrase and writes money and percentages as every screen does', () => {
    render(<TopRiskTable rows={[row]} loading={false} />);
    const table = screen.getByRole('table', { name: 'Riesgo en vivo' });
    const headers = within(table)
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent);
    expect(headers).toContain('Límite fijado por');
    expect(headers).not.toContain('Límite de');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Bs 1.234,56', 'Bs 37.036,80', '74,07 %', '—']));
  });
});
