import {
  deleteReload,
  listReloads,
  pathOf,
  updateReload,
  type CashMovement,
  type SessionUser,
} from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { Component as Reloads } from './reloads';

const movement = (id: number, over: Partial<CashMovement>): CashMovement => ({
  id,
  kind: 'INGRESO',
  taquilla_id: 41,
  taquilla_name: 'Taquilla 1',
  currency: 'BS',
  payment_method: 'EFECTIVO',
  amount: '150000',
  reference: `REF-${id}`,
  exchange_amount: null,
  exchange_currency: null,
  exchange_rate: null,
  description: 'Aporte',
  expense_type: null,
  expense_type_name: null,
  ticket_id: null,
  ticket_serial: null,
  written_by_system: false,
  evidence_image_ids: [],
  status: 'APROBADO',
  business_date: '2026-11-26',
  cash_register_id: 9,
  cash_register_status: 'CREATED',
  created_by: 'taquilla',
  created_at: '2026-11-26T12:00:00.000Z',
  handled_by: null,
  handled_at: null,
  handle_observation: null,
  ...over,
});

const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, per_page: 50, totals: [] });

interface Asked {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

function renderAt(url: string, route: string, Screen: ComponentType, user: SessionUser, answers: Record<string, unknown>) {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const target = new URL(String(input), 'http://x');
      const method = init?.method ?? 'GET';
      asked.push({ method, path: target.pathname, search: target.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method !== 'GET') return jsonResponse(200, movement(21, { kind: 'RECARGA' }));
      return jsonResponse(200, answers[target.pathname] ?? page([]));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, user);
  const router = createMemoryRouter([{ path: route, Component: Screen }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the reloads screen', { timeout: 30_000 }, () => {
  it('lets the bank correct and annul a reload', async () => {
    const reload = movement(21, { kind: 'RECARGA', reference: null, description: 'Recarga de caja' });
    const asked = renderAt('/admin/administrative/cash-manage/reloads', '/admin/administrative/cash-manage/reloads', Reloads, DEMO_USERS.supervisor, {
      [listReloads.path]: page([reload, movement(22, { kind: 'RECARGA', cash_register_status: 'APPROVED' })]),
    });
    expect(await screen.findByRole('button', { name: 'Corregir el movimiento 21' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular el movimiento 22' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Corregir el movimiento 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir recarga' });
    await userEvent.type(within(dialog).getByLabelText('Descripción'), ' de la mañana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    await vi.waitFor(() => expect(asked.some((call) => call.method === 'PATCH')).toBe(true));
    expect(asked.find((call) => call.method === 'PATCH')).toMatchObject({
      path: pathOf(updateReload, { id: 21 }),
      body: { description: 'Recarga de caja de la mañana' },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Anular el movimiento 21' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anular recarga' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anular' }));
    await vi.waitFor(() => expect(asked.some((call) => call.method === 'DELETE')).toBe(true));
    expect(asked.find((call) => call.method === 'DELETE')!.path).toBe(pathOf(deleteReload, { id: 21 }));
  });
});
