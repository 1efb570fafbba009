import {
  getPublicDayDigest,
  publicPollaBets,
  publicPollaJackpots,
  publicPollaResults,
  publicPollaTickets,
  publicPollaTypes,
} from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { Component as PublicPolla } from './public-polla';
import { Component as PollaResults } from './polla-results';

// The seller's screen reads the banca's polla types (a long contract): only their id and name matter here.
vi.mock('../api/polla-types', () => ({ usePollaTypes: () => ({ data: [{ id: 1, name: 'Polla diaria' }] }) }));

afterEach(() => vi.unstubAllGlobals());

const MY_BET = {
  serial: '******0123',
  currency: 'BS',
  draw_date: '2026-11-26',
  status: 'ACTIVO',
  score: null,
  prize_total: '0',
  picks: [{ draw_time: '10:00', numbers: ['7'] }],
};

/** The public page's reads; the customer's lookup answers `lookup` and is recorded in `asked`. */
const DIGEST = '4302bf7e59f78f62d856c98a91420791458833261d05e457b23d8df3c99b6ba3';

function stubPolla(
  lookup: () => Response = () => jsonResponse(200, { data: [MY_BET] }),
  asked: unknown[] = [],
  dayDigest: { day: string; digest: string } | null = null,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === publicPollaTickets.path) {
        asked.push(JSON.parse(String(init?.body)));
        return lookup();
      }
      if (path === publicPollaTypes.path)
        return jsonResponse(200, { data: [{ id: 1, name: 'Polla diaria', currency: 'BS' }] });
      if (path === publicPollaResults.path) return jsonResponse(200, { date: '2026-11-26', draws: [] });
      if (path === publicPollaBets.path) return jsonResponse(200, { data: [] });
      if (path === publicPollaJackpots.path) return jsonResponse(200, { currency: 'BS', daily: null, weekly: null });
      if (path === getPublicDayDigest.path) return jsonResponse(200, { day_digest: dayDigest });
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
    }),
  );
}

function renderAt(Screen: () => React.ReactNode, entry = '/') {
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the polla date filter', () => {
  it('shows the day whose results the public page shows, not a blank field', async () => {
    stubPolla();
    renderAt(PublicPolla);
    await waitFor(() => expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('26/11/2026'));
  });

  it('shows the day on the seller’s results screen too', async () => {
    stubPolla();
    renderAt(PollaResults);
    await waitFor(() => expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('26/11/2026'));
  });
});

describe('the customer’s lookup on the public page', () => {
  it('asks for the cédula and the ticket’s serial together: the cédula alone cannot be searched', async () => {
    const asked: unknown[] = [];
    stubPolla(undefined, asked);
    renderAt(PublicPolla);
    const form = screen.getByRole('form', { name: 'Buscar mis tickets' });
    const search = within(form).getByRole('button', { name: 'Buscar' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cédula' }), 'V-10000001');
    expect(search).toHaveProperty('disabled', true);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Serial del ticket' }), '45678');
    expect(within(form).getByText('El serial tiene 10 dígitos.')).toBeTruthy();
    expect(search).toHaveProperty('disabled', true);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Serial del ticket' }), '90123');
    await userEvent.click(search);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Mis tickets' }).textContent).toContain('******0123'));
    expect(asked).toEqual([{ id_type: 'V', id_number: '10000001', serial: '4567890123' }]);
  });

  it('opens on the ticket the printed QR code names (the link’s fragment)', async () => {
    const asked: unknown[] = [];
    stubPolla(undefined, asked);
    renderAt(PublicPolla, '/#cedula=E-81234567&serial=4567890123');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Mis tickets' })).toBeTruthy());
    expect(asked).toEqual([{ id_type: 'E', id_number: '81234567', serial: '4567890123' }]);
    expect((screen.getByRole('textbox', { name: 'Cédula' }) as HTMLInputElement).value).toBe('E-81234567');
  });

  it('says the server’s Spanish words when the pair does not match or too many were asked', async () => {
    const message = 'Ya consultó 5 cédulas distintas desde esta conexión. Intente de nuevo en 10 minutos.';
    stubPolla(() => jsonResponse(429, { code: 'RATE_LIMITED', message }));
    renderAt(PublicPolla, '/#cedula=V-10000001&serial=4567890123');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('table', { name: 'Mis tickets' })).toBeNull();
  });
});

describe('the day digest on the public page', () => {
  it('shows the last closed day’s digest short, and copies it whole', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubPolla(undefined, [], { day: '2026-11-25', digest: DIGEST });
    renderAt(PublicPolla);
    const card = await screen.findByRole('region', { name: 'Huella del día' });
    expect(card.textContent).toContain('25/11/2026: 4302bf7e…c99b6ba3');
    expect(within(card).getByTitle(DIGEST)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Copiar huella completa' }));
    expect(writeText).toHaveBeenCalledWith(DIGEST);
  });

  it('shows nothing before the first day closes', async () => {
    stubPolla();
    renderAt(PublicPolla);
    await waitFor(() => expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('26/11/2026'));
    expect(screen.queryByRole('region', { name: 'Huella del día' })).toBeNull();
  });
});
