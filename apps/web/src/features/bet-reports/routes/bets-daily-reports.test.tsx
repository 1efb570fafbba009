import {
  listBetNumber,
  listDailyBets,
  listDailyTerminalPaBets,
  type DailyBet,
  type SessionUser,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch, urlsTo } from '@/test/fake-api';
import { Component } from './bets-daily-reports';

// happy-dom lays SVG out poorly: the chart library's view stands in for itself.
vi.mock('@/components/charts/bar-chart-view', () => ({ default: () => <div data-testid="bar-chart" /> }));

const BET: DailyBet = {
  occurrence_id: 11,
  draw_id: 3,
  draw_name: 'Lotto Activo 10 AM',
  draw_date: '2031-03-14',
  draw_time: '10:00',
  lottery_name: 'Lotto Activo',
  product_id: 1,
  product_name: 'Lotto Activo',
  bet_type: 'ANIMALITO',
  bet_type_name: 'Animalito',
  number: '7',
  currency: 'BS',
  amount: '3700',
  plays: 3,
  prize: '0',
  prize_plays: 0,
  multiplier: '30.00',
  payout: '111000',
  awarded: false,
};
const TOTALS = [{ currency: 'BS', amount: '3700', plays: 3, prize: '0', prize_plays: 0 }];
const page = (data: unknown[], totals: unknown[] = TOTALS) =>
  jsonResponse(200, { data, total: data.length, page: 1, per_page: 50, totals });

function renderScreen(user: SessionUser, url = '/') {
  const requests = recordFetch(({ path }) => {
    if (path === listDailyBets.path) return page([BET]);
    if (path === listBetNumber.path) return page([{ ...BET, business_date: '2031-03-14' }]);
    if (path === listDailyTerminalPaBets.path) return page([], []);
    return jsonResponse(200, []);
  });
  const router = renderSignedIn(Component, user, { url });
  return { router, asked: (path: string) => urlsTo(requests, path) };
}

afterEach(() => vi.unstubAllGlobals());

// The first render loads MUI's table, tabs and the chart wrapper: slow on a busy machine.
const SLOW = { timeout: 8000 };
vi.setConfig({ testTimeout: 20_000 });

describe('Jugadas diarias', () => {
  it('lists the day’s plays largest first, with the totals and the top numbers of each currency', async () => {
    const { asked } = renderScreen(DEMO_USERS.admin);
    const tabs = screen.getByRole('tablist', { name: 'Vistas de las jugadas' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Jugadas del día', 'Por número']);
    const table = await screen.findByRole('table', { name: 'Jugadas del día por sorteo y número' }, SLOW);
    const row = (await within(table).findByRole('button', { name: 'Ver el número 7 por día' }, SLOW)).closest('tr')!;
    expect(within(row).getByText('Bs 37,00')).toBeTruthy();
    expect(within(row).getByText('Bs 1.110,00')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total' })).toBeTruthy();
    const first = asked(listDailyBets.path)[0]!;
    expect([first.searchParams.get('sort'), first.searchParams.get('order')]).toEqual(['amount', 'desc']);
    expect(await screen.findByRole('table', { name: 'Los 10 números más jugados (BS)' }, SLOW)).toBeTruthy();
  });

  it('opens a number of the day in "Por número", over this month', async () => {
    const { router, asked } = renderScreen(DEMO_USERS.admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver el número 7 por día' }, SLOW));
    expect(screen.getByRole('tab', { name: 'Por número' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?vista=numero&number=7');
    expect(await screen.findByRole('table', { name: 'Jugadas del número por día y sorteo' }, SLOW)).toBeTruthy();
    const request = asked(listBetNumber.path)[0]!;
    expect(request.searchParams.get('number')).toBe('7');
    expect(request.searchParams.get('from_date')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('asks for a number before reading "Por número"', async () => {
    const { asked } = renderScreen(DEMO_USERS.agencia, '/?vista=numero');
    expect(
      await screen.findByText('Escriba un número para ver lo jugado a él por día y sorteo.', undefined, SLOW),
    ).toBeTruthy();
    expect(asked(listBetNumber.path)).toEqual([]);
  });

  it('shows "Terminales Panamá" only to whoever works in Panamá', async () => {
    const { asked } = renderScreen(DEMO_USERS['admin.pa'], '/?vista=panama');
    expect(screen.getByRole('tab', { name: 'Terminales Panamá' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Jugadas diarias por taquilla de Panamá' }, SLOW);
    expect(
      await within(table).findByText('No hay jugadas de taquillas de Panamá en el período', undefined, SLOW),
    ).toBeTruthy();
    expect(asked(listDailyTerminalPaBets.path)).toHaveLength(1);
  });

  it('opens the day’s plays instead of the Panamá view for a Venezuelan distributor', async () => {
    const { asked } = renderScreen(DEMO_USERS.distribuidor, '/?vista=panama');
    expect(screen.queryByRole('tab', { name: 'Terminales Panamá' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Jugadas del día' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Jugadas del día por sorteo y número' }, SLOW)).toBeTruthy();
    expect(asked(listDailyTerminalPaBets.path)).toEqual([]);
  });
});
