import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ticketAnswer } from '@/features/sell/test-data';
import { jsonResponse } from '@/test/fake-api';
import { TicketDetailDialog } from './ticket-detail-dialog';

/** A paid ticket whose one play won: the point of sale's ticket with its payment and prize. */
const SOLD = ticketAnswer();
const TICKET = ticketAnswer({
  id: 7,
  serial: '1000000018',
  status: 'PAGADO',
  total: '150000',
  prize_total: '3000000',
  prize_expires_at: '2099-01-04T14:00:00.000Z',
  payment: {
    paid_at: '2099-01-02T15:00:00.000Z',
    taquilla_name: 'Taquilla 2',
    paid_by: 'Paola Pagadora',
    amount: '3000000',
  },
  plays: [
    {
      ...SOLD.plays[0]!,
      number: '00',
      symbol_name: 'Ballena',
      requested: '150000',
      amount: '100000',
      multiplier: '30.00',
      prize: '3000000',
      occurrence_state: 'AWARDED',
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

function renderDialog(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TicketDetailDialog id={7} serial="1000000018" onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the ticket detail', () => {
  it('shows the ticket’s facts, its plays with the prize, and its payment', async () => {
    renderDialog(jsonResponse(200, TICKET));
    const dialog = await screen.findByRole('dialog', { name: /Ticket 1000000018/ });
    const plays = await within(dialog).findByRole('table', { name: 'Jugadas del ticket 1000000018' });
    const row = within(plays).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('00 · Ballena');
    expect(row.textContent).toContain('Bs 1.000,00 de Bs 1.500,00');
    expect(row.textContent).toContain('Bs 30.000,00');
    expect(row.textContent).toContain('Premiado');
    expect(dialog.textContent).toContain('Pagado');
    expect(dialog.textContent).toContain('Bs 30.000,00 el');
    expect(dialog.textContent).toContain('en Taquilla 2 por Paola Pagadora');
    expect(dialog.textContent).not.toContain('AB12CD34');
  });

  it('says so when the ticket cannot be read', async () => {
    renderDialog(jsonResponse(404, { code: 'NOT_FOUND', message: 'El ticket no existe.' }));
    expect(await screen.findByText('El ticket no existe.')).toBeTruthy();
  });
});
