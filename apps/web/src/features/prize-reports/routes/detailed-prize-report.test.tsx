import { listDetailedPrizes, type DetailedPrize, type DetailedPrizePage, type SessionUser } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch, urlsTo } from '@/test/fake-api';
import { Component } from './detailed-prize-report';

const SLOW = { timeout: 8000 };
const play = (id: number, currency: 'BS' | 'USD', state: DetailedPrize['state'], prize: string): DetailedPrize => ({
  id,
  ticket_id: 100 + id,
  serial: `50000000${10 + id}`,
  sold_at: '2026-03-10T14:00:00.000Z',
  business_date: '2026-03-10',
  taquilla_id: 9,
  taquilla_name: currency === 'BS' ? 'Taquilla 1' : 'Taquilla Panamá',
  occurrence_id: 77,
  lottery_name: 'Lotto Activo',
  product_name: 'Lotto Activo',
  draw_name: 'Lotto Activo 4 PM',
  draw_date: '2026-03-10',
  draw_time: '16:00',
  bet_type_name: 'Animalito',
  number: '7',
  sign: null,
  symbol_name: 'Perico',
  currency,
  amount: '100',
  prize,
  state,
  prize_expires_at: '2026-03-13T20:00:00.000Z',
  paid_at: state === 'PAGADO' ? '2026-03-11T15:00:00.000Z' : null,
  paid_taquilla_id: state === 'PAGADO' ? 9 : null,
  paid_taquilla_name: state === 'PAGADO' ? 'Taquilla 1' : null,
});

const PAGE: DetailedPrizePage = {
  data: [play(1, 'BS', 'PAGADO', '3000'), play(2, 'BS', 'VENCIDO', '6000'), play(3, 'USD', 'POR_PAGAR', '9000')],
  total: 3,
  page: 1,
  per_page: 50,
  totals: [
    { currency: 'BS', prizes: 2, amount: '200', prize: '9000', paid: '3000', pending: '0', expired: '6000' },
    { currency: 'USD', prizes: 1, amount: '100', prize: '9000', paid: '0', pending: '9000', expired: '0' },
  ],
};

function renderScreen(user: SessionUser, answer: () => Response, url = '/?from_date=2026-03-10&to_date=2026-03-10') {
  const requests = recordFetch(({ path }) => (path === listDetailedPrizes.path ? answer() : jsonResponse(200, [])));
  const router = renderSignedIn(Component, user, { url });
  return { router, reports: () => urlsTo(requests, listDetailedPrizes.path) };
}

afterEach(() => vi.unstubAllGlobals());

describe('Premios detallados', { timeout: 30_000 }, () => {
  it('shows each prize in its currency with its state, a totals row and a summary per currency', async () => {
    renderScreen(DEMO_USERS.admin, () => jsonResponse(200, PAGE));
    const table = await screen.findByRole('table', { name: 'Premios detallados' }, SLOW);
    const paid = (await within(table).findByText('5000000011')).closest('tr')!;
    expect(within(paid).getByText('Bs 30,00')).toBeTruthy();
    expect(within(paid).getByText('Pagado')).toBeTruthy();
    expect(within(paid).getByText('7 Perico')).toBeTruthy();
    const owed = within(table).getByText('5000000013').closest('tr')!;
    expect(within(owed).getByText('$ 90,00')).toBeTruthy();
    expect(within(owed).getByText('Por pagar')).toBeTruthy();
    expect(within(within(table).getByText('5000000012').closest('tr')!).getByText('Vencido')).toBeTruthy();
    const totalBs = within(table).getByRole('row', { name: 'Total BS' });
    expect(within(totalBs).getByText('Bs 90,00')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total USD' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Resumen de premios' });
    const facts = (currency: string) =>
      within(summary).getByRole('heading', { name: `Premios en ${currency}` }).nextElementSibling!.textContent;
    expect(facts('BS')).toBe('PremiosBs 90,00 (2)PagadoBs 30,00Por pagarBs 0,00VencidoBs 60,00');
    expect(facts('USD')).toBe('Premios$ 90,00 (1)Pagado$ 0,00Por pagar$ 90,00Vencido$ 0,00');
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
  });

  it('keeps its filters in the URL and sends them with the period', async () => {
    const { router, reports } = renderScreen(DEMO_USERS.admin, () => jsonResponse(200, PAGE));
    await screen.findByRole('table', { name: 'Premios detallados' }, SLOW);
    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vencido' }));
    expect(new URLSearchParams(router.state.location.search).get('state')).toBe('VENCIDO');
    await vi.waitFor(() => expect(reports().at(-1)!.searchParams.get('state')).toBe('VENCIDO'));
    expect(reports().at(-1)!.searchParams.get('from_date')).toBe('2026-03-10');
  });

  it('says when there are no prizes, and shows the server’s error with a retry', async () => {
    renderScreen(DEMO_USERS.agencia, () => jsonResponse(200, { ...PAGE, data: [], total: 0, totals: [] }));
    expect(await screen.findByText('No hay premios en el período', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resumen de premios' })).toBeNull();
    vi.unstubAllGlobals();
    renderScreen(DEMO_USERS.admin, () => jsonResponse(404, { code: 'NOT_FOUND', message: 'El asociado no existe.' }));
    expect(await screen.findByText('El asociado no existe.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
