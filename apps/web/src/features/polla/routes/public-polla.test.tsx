import { publicPollaBets, publicPollaJackpots, publicPollaResults, publicPollaTypes } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { Component as PublicPolla } from './public-polla';
import { Component as PollaResults } from './polla-results';

// The seller's screen reads the banca's polla types (a long contract): only their id and name matter here.
vi.mock('../api/polla-types', () => ({ usePollaTypes: () => ({ data: [{ id: 1, name: 'Polla diaria' }] }) }));

afterEach(() => vi.unstubAllGlobals());

function stubPolla() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === publicPollaTypes.path)
        return jsonResponse(200, { data: [{ id: 1, name: 'Polla diaria', currency: 'BS' }] });
      if (path === publicPollaResults.path) return jsonResponse(200, { date: '2026-11-26', draws: [] });
      if (path === publicPollaBets.path) return jsonResponse(200, { data: [] });
      if (path === publicPollaJackpots.path) return jsonResponse(200, { currency: 'BS', daily: null, weekly: null });
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
    }),
  );
}

function renderAt(Screen: () => React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], { initialEntries: ['/'] });
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
