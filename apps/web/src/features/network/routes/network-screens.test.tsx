import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { PartnerTree } from '../components/partner-tree';
import { TicketOfficesPage } from './ticket-offices-page';
import { testPartner } from '../test-data';

const node = (id: number, code: string, name: string, kind: string, children: number, parent: number | null) => ({
  id,
  code,
  name,
  kind,
  status: 'ACTIVE',
  parent_id: parent,
  depth: 0,
  children_count: children,
});

function renderAt(element: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function stub(routes: Record<string, (url: URL) => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return route ? route(url) : jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the network as a tree', () => {
  it('opens at the user’s partner and loads a branch when it is expanded', async () => {
    const fetchMock = stub({
      'GET /api/v2/admin/distributor/directs': (url) =>
        url.searchParams.get('partner_id') === '2'
          ? jsonResponse(200, {
              parent: node(2, 'DCE', 'Distribuidora Centro', 'DISTRIBUIDOR', 1, 1),
              data: [node(3, 'ACE1', 'Agencia Centro 1', 'AGENCIA', 0, 2)],
            })
          : jsonResponse(200, {
              parent: node(1, 'BVE', 'Banca Venezuela', 'BANCA', 1, null),
              data: [node(2, 'DCE', 'Distribuidora Centro', 'DISTRIBUIDOR', 1, 1)],
            }),
    });
    renderAt(<PartnerTree />);
    const tree = await screen.findByRole('tree', { name: 'Árbol de la red' });
    const branch = await within(tree).findByRole('treeitem', { name: 'DCE Distribuidora Centro' });
    expect(branch.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(within(branch).getByRole('button', { name: 'Expandir Distribuidora Centro' }));
    expect(await within(tree).findByRole('treeitem', { name: 'ACE1 Agencia Centro 1' })).toBeTruthy();
    expect(branch.getAttribute('aria-expanded')).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('partner_id=2'))).toBe(true);
  });
});

const OFFICE = {
  ...testPartner({
    id: 5,
    kind: 'TAQUILLA',
    code: 'ACE1-T1',
    name: 'Taquilla 1',
    parent_id: 3,
    parent_code: 'ACE1',
    parent_name: 'Agencia Centro 1',
    depth: 3,
  }),
  agency: { id: 3, code: 'ACE1', name: 'Agencia Centro 1' },
  users: [{ id: 6, username: 'taquilla', name: 'Tomás', role: 'VEND_TAQUILLA', status: 'ACTIVE' }],
  terminal: {
    id: 1,
    device_id: 'POS-VE-0001',
    status: 'BOUND',
    software_version: '2.5.0',
    last_connection_at: '2026-01-02T10:00:00.000Z',
    last_disconnection_at: null,
    bound_at: '2025-12-01T00:00:00.000Z',
    released_at: null,
  },
};

describe('taquillas', () => {
  it('lists the terminal state and releases it after confirming', async () => {
    const fetchMock = stub({
      'GET /api/v2/admin/registry/ticket-office': () =>
        jsonResponse(200, { data: [OFFICE], total: 1, page: 1, per_page: 100 }),
      'POST /api/v2/admin/registry/ticket-office/5/release': () =>
        jsonResponse(200, {
          ...OFFICE,
          terminal: { ...OFFICE.terminal, status: 'RELEASED', released_at: '2026-01-03T00:00:00.000Z' },
        }),
    });
    renderAt(<TicketOfficesPage />);
    const row = await screen.findByRole('row', { name: /Taquilla 1/ });
    expect(within(row).getByText('Vinculado')).toBeTruthy();
    expect(within(row).getByText('2.5.0')).toBeTruthy();
    expect(within(row).getByText('taquilla')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones de ACE1-T1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Liberar terminal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liberar terminal' });
    expect(dialog.textContent).toContain('Taquilla 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/v2/admin/registry/ticket-office/5/release');
  });
});
