import {
  listIdentifiedWinners,
  type IdentifiedWinner,
  type IdentifiedWinnersPage,
  type SessionUser,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch, urlsTo } from '@/test/fake-api';
import { Component } from './identified-winners-report';

const SLOW = { timeout: 8000 };
const winner = (id: number, amount: string): IdentifiedWinner => ({
  id,
  ticket_id: 100 + id,
  serial: `50000000${10 + id}`,
  paid_at: '2026-03-10T15:00:00.000Z',
  business_date: '2026-03-10',
  agency_name: 'Agencia Centro 1',
  taquilla_name: 'Taquilla 1',
  paid_by: 'Vendedor',
  currency: 'BS',
  amount,
  document: `V-1234567${id}`,
  name: id === 1 ? 'José Pérez' : 'Ana Gómez',
  phone: '04141234567',
});
const PAGE: IdentifiedWinnersPage = {
  data: [winner(1, '300000'), winner(2, '450000')],
  total: 2,
  page: 1,
  per_page: 50,
  totals: [{ currency: 'BS', winners: 2, amount: '750000' }],
};

function renderScreen(user: SessionUser, answer: () => Response, url = '/?from_date=2026-03-10&to_date=2026-03-10') {
  const requests = recordFetch(({ path }) => (path === listIdentifiedWinners.path ? answer() : jsonResponse(200, [])));
  const router = renderSignedIn(Component, user, { url });
  return { router, reports: () => urlsTo(requests, listIdentifiedWinners.path) };
}

afterEach(() => vi.unstubAllGlobals());

describe('Ganadores identificados', { timeout: 30_000 }, () => {
  it('shows each winner in full with the prize, and the total of the currency', async () => {
    renderScreen(DEMO_USERS.admin, () => jsonResponse(200, PAGE));
    const table = await screen.findByRole('table', { name: 'Ganadores identificados' }, SLOW);
    const row = (await within(table).findByText('V-12345671')).closest('tr')!;
    expect(within(row).getByText('José Pérez')).toBeTruthy();
    expect(within(row).getByText('Bs 3.000,00')).toBeTruthy();
    expect(within(row).getByText('Ticket 5000000011')).toBeTruthy();
    const total = within(table).getByRole('row', { name: 'Total' });
    expect(within(total).getByText('Bs 7.500,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
  });

  it('keeps the minimum amount in the URL as minor units and sends it with the period', async () => {
    const { router, reports } = renderScreen(DEMO_USERS.supervisor, () => jsonResponse(200, PAGE));
    await screen.findByRole('table', { name: 'Ganadores identificados' }, SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: 'Monto mínimo' }), '3.000,50');
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('min_amount')).toBe('300050'));
    await vi.waitFor(() => expect(reports().at(-1)!.searchParams.get('min_amount')).toBe('300050'));
    expect(reports().at(-1)!.searchParams.get('from_date')).toBe('2026-03-10');
  });

  it('says when there are none, and shows the server’s error with a retry', async () => {
    renderScreen(DEMO_USERS.admin, () => jsonResponse(200, { ...PAGE, data: [], total: 0, totals: [] }));
    expect(await screen.findByText('No hay ganadores identificados en el período', {}, SLOW)).toBeTruthy();
    vi.unstubAllGlobals();
    renderScreen(DEMO_USERS.admin, () => jsonResponse(404, { code: 'NOT_FOUND', message: 'El asociado no existe.' }));
    expect(await screen.findByText('El asociado no existe.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
