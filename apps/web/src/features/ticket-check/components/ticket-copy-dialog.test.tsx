import { getTicketCopySettings, sendTicketCopy, type Ticket } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { TicketCopyDialog } from './ticket-copy-dialog';

afterEach(() => vi.unstubAllGlobals());

const TICKET = {
  serial: '1234567890',
  security_code: 'AB12CD34',
  currency: 'BS',
  total: '25000',
  business_date: '2026-11-26',
  plays: [
    {
      draw_name: 'Lotto Activo 16:00',
      draw_time: '16:00',
      bet_type_name: 'Animalito',
      number: '7',
      symbol_name: 'Perico',
      amount: '25000',
    },
  ],
} as unknown as Ticket;

function stub(channels: string[], sent: unknown[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === getTicketCopySettings.path) return jsonResponse(200, { channels });
      if (path === sendTicketCopy.path) {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { sent: true });
      }
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
    }),
  );
}

const renderDialog = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TicketCopyDialog ticket={TICKET} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe('the digital copy of a ticket', () => {
  it('shows the link, its QR and the text, and offers no sending without a provider', async () => {
    stub([]);
    renderDialog();
    const link = `${window.location.origin}/ticket#1234567890-AB12CD34`;
    expect(screen.getByRole('link', { name: link })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Código QR de la consulta del ticket 1234567890' }).getAttribute('data-qr'),
    ).toBe(link);
    const text = (screen.getByLabelText('Texto para el cliente') as HTMLTextAreaElement).value;
    expect(text).toBe(
      `Ticket 1234567890 del 26/11/2026\nLotto Activo 16:00 · Animalito 7 Perico · Bs 250,00\nTotal: Bs 250,00\nConsúltelo aquí: ${link}`,
    );
    expect(screen.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(text)}`,
    );
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('form', { name: 'Enviar la copia al cliente' })).toBeNull();
  });

  it('sends it to the customer’s phone when the operator configured a provider', async () => {
    const sent: unknown[] = [];
    stub(['SMS'], sent);
    renderDialog();
    await userEvent.type(await screen.findByLabelText('Teléfono del cliente'), '584141234567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar por SMS' }));
    await waitFor(() => expect(sent).toEqual([{ serial: '1234567890', phone: '584141234567', channel: 'SMS' }]));
  });
});
