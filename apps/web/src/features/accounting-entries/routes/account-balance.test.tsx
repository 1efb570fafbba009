import {
  getAccountBalance,
  type AccountBalanceLine,
  type AccountBalanceReport,
  type SessionUser,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { Component } from './account-balance';

const SLOW = { timeout: 8000 };
const line = (id: number, name: string, own: boolean, total: string, usd: string | null): AccountBalanceLine => ({
  partner_id: id,
  partner_name: name,
  partner_kind: own ? 'DISTRIBUIDOR' : 'AGENCIA',
  own,
  has_children: !own,
  currency: 'BS',
  previous_balance: '0',
  day_movements: total,
  current_balance: total,
  other_movements: '0',
  total,
  rate: usd === null ? null : '40',
  total_usd: usd,
});
const REPORT: AccountBalanceReport = {
  date: '2026-11-20',
  partner_id: 2,
  partner_name: 'Distribuidora Centro',
  lines: [
    line(2, 'Distribuidora Centro', true, '400000', '10000'),
    line(5, 'Agencia Centro 1', false, '-400000', null),
  ],
  totals: [
    {
      currency: 'BS',
      previous_balance: '0',
      day_movements: '-400000',
      current_balance: '-400000',
      other_movements: '0',
      total: '-400000',
    },
  ],
};

function renderScreen(user: SessionUser) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== getAccountBalance.path) return jsonResponse(200, []);
      bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
      return jsonResponse(200, REPORT);
    }),
  );
  const router = renderSignedIn(Component, user, { url: '/?date=2026-11-20' });
  return { router, bodies };
}

afterEach(() => vi.unstubAllGlobals());

describe('Balance', { timeout: 30_000 }, () => {
  it('shows the own balance apart, each associate with dollars only at a rate, their total, and drills down through the URL', async () => {
    const { router, bodies } = renderScreen(DEMO_USERS.distribuidor);
    const table = await screen.findByRole('table', { name: 'Balance de Distribuidora Centro' }, SLOW);
    // The own balance is not a row the total adds: it is apart, and says so.
    const own = screen.getByRole('region', { name: 'Saldo propio de Distribuidora Centro en BS' });
    expect(within(own).getByText('Total: Bs 4.000,00')).toBeTruthy();
    expect(within(own).getByText('Total en dólares: $ 100,00')).toBeTruthy();
    expect(within(own).getByText(/No se suma en el total de los asociados/)).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows.filter((row) => row.textContent?.includes('Distribuidora Centro'))).toEqual([]);
    const agency = within(table).getByRole('button', { name: 'Agencia Centro 1' }).closest('tr')!;
    expect(within(agency).getByText('Sin tasa del día')).toBeTruthy();
    // The totals row sums the rows above it and says which.
    const total = within(table).getByRole('row', { name: 'Total de los asociados' });
    expect(within(total).getAllByText('Bs -4.000,00').length).toBeGreaterThan(0);
    // The dollars come right after the total, before the breakdown that scrolls under the actions.
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Asociado', 'Total', 'Total en dólares']);
    expect(headers.at(-1)).toBe('Acciones');
    expect(bodies.at(-1)).toMatchObject({ date: '2026-11-20' });
    expect(screen.getByRole('button', { name: 'Liquidar día' })).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Agencia Centro 1' }));
    expect(new URLSearchParams(router.state.location.search).get('partner_id')).toBe('5');
    await vi.waitFor(() => expect(bodies.at(-1)).toMatchObject({ date: '2026-11-20', partner_id: '5' }));
  });

  it('offers no settlement to an agency', async () => {
    renderScreen(DEMO_USERS.agencia);
    await screen.findByRole('table', { name: 'Balance de Distribuidora Centro' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Liquidar día' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toBeTruthy();
  });
});
