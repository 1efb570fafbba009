import type { SessionUser } from '@banca/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/tokens';
import { DEMO_USERS } from '@/test/demo-users';
import { stubApi } from '@/test/fake-api';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { buildRoutes } from './router';
import { SCREENS } from './screens';

function renderAt(path: string, user: SessionUser | null) {
  if (user) storeTokens({ access_token: 'access', refresh_token: 'refresh' });
  stubApi(user);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const at = (expected: string) =>
    waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected));
  return { router, at };
}

afterEach(() => vi.unstubAllGlobals());

describe('routes built from the screen table', () => {
  it('has a route for every screen and every tab (none falls to the 404)', () => {
    const routes = buildRoutes();
    const paths = SCREENS.flatMap((s) => (s.tabs ? s.tabs.map((tab) => `${s.path}/${tab.segment}`) : [s.path]));
    for (const path of paths) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe('*');
      expect(matches.length, path).toBeGreaterThan(1);
    }
    expect(matchRoutes(routes, '/admin/administrative/transactions/nope')?.at(-1)?.route.path).toBe('*');
  });
});

describe('guards', () => {
  it('sends an unauthenticated visit to /login with where it was', async () => {
    const { at } = renderAt('/admin/tools/updates?x=1', null);
    await at(`/login?next=${encodeURIComponent('/admin/tools/updates?x=1')}`);
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
  });

  it('sends / to the role home', async () => {
    await renderAt('/', DEMO_USERS.taquilla).at('/ticket-office/sell');
  });

  it('sends a page the user may not see to / and so to their home', async () => {
    await renderAt('/admin/tools/updates', DEMO_USERS.supervisor).at('/admin/dashboards/sales');
  });

  it('applies the tab rule on top of the screen rule', async () => {
    await renderAt('/admin/administrative/accounting-entries/accountEntries', DEMO_USERS.agencia).at(
      '/admin/dashboards/sales',
    );
  });

  it('denies PA where the spec says so', async () => {
    await renderAt('/admin/administrative/transactions/pending', DEMO_USERS['admin.pa']).at('/admin/dashboards/sales');
  });

  it('opens the first allowed tab from the bare path', async () => {
    const { at } = renderAt('/admin/administrative/cash-manage', DEMO_USERS.admin);
    await at('/admin/administrative/cash-manage/resume');
    expect(await screen.findByRole('tab', { name: 'Resumen' })).toBeTruthy();
  });

  it('sends /login to home when already signed in', async () => {
    await renderAt('/login', DEMO_USERS.polla).at('/ticket-office/polla');
  });

  it('treats a failed session fetch as unauthenticated', async () => {
    storeTokens({ access_token: 'access', refresh_token: 'refresh' });
    const { at } = renderAt('/admin/dashboards/sales', null);
    await at(`/login?next=${encodeURIComponent('/admin/dashboards/sales')}`);
  });

  it('shows the 404 page for unknown routes', async () => {
    renderAt('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/admin/dashboards/sales');
  });
});
