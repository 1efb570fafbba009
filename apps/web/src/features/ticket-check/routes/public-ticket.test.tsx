import { checkTicket, type TicketCheck } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { Component as PublicTicket } from './public-ticket';

afterEach(() => vi.unstubAllGlobals());

const WON: TicketCheck = {
  serial: '1234567890',
  status: 'PREMIADO',
  currency: 'BS',
  total: '10000',
  prize_total: '300000',
  sold_at: '2026-11-26T14:05:00Z',
  collect: { taquilla_name: 'Taquilla Centro 1', until: '2026-11-29T14:05:00Z' },
  paid_at: null,
  plays: [
    {
      draw_name: 'Lotto Activo 16:00',
      lottery_name: 'Lotto Activo',
      draw_date: '2026-11-26',
      draw_time: '16:00',
      bet_type_name: 'Animalito',
      number: '7',
      symbol_name: 'Perico',
      amount: '10000',
      result: { number: '7', symbol_name: 'Perico' },
      won: true,
      prize: '300000',
    },
  ],
};

function stub(answer: () => Response, asked: unknown[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path !== checkTicket.path) return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
      asked.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/ticket', element: <PublicTicket /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the public ticket check', () => {
  it('checks the ticket the QR link names, and says where and until when to collect', async () => {
    const asked: unknown[] = [];
    stub(() => jsonResponse(200, WON), asked);
    renderAt('/ticket#1234567890-ab12cd34');
    const ticket = await screen.findByRole('region', { name: 'Ticket 1234567890' });
    expect(asked).toEqual([{ serial: '1234567890', security_code: 'AB12CD34' }]);
    expect(within(ticket).getByText(/¡Premiado! Cobre Bs 3\.000,00 en Taquilla Centro 1 hasta el/)).toBeTruthy();
    expect(within(ticket).getByText('Salió 7 Perico · Ganó Bs 3.000,00')).toBeTruthy();
    expect(within(ticket).getByText('Premiado')).toBeTruthy();
  });

  it('asks for both fields, and shows the server’s refusal beside the form', async () => {
    stub(() => jsonResponse(404, { code: 'NOT_FOUND', message: 'No hay un ticket con ese serial y ese código.' }));
    renderAt('/ticket');
    const consult = screen.getByRole('button', { name: 'Consultar' });
    expect((consult as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Serial'), '1234567890');
    await userEvent.type(screen.getByLabelText('Código'), 'zz999999');
    await userEvent.click(consult);
    expect((await screen.findByRole('alert')).textContent).toBe('No hay un ticket con ese serial y ese código.');
    expect(screen.queryByRole('region', { name: /Ticket / })).toBeNull();
  });
});
