import { cashResume, listCashRegisters, listPartners, type CashResumePage } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { Component as Registers } from './cash-registers';
import { Component as Resume } from './resume';

const row = (agency: string, agencyId: number, currency: 'BS' | 'USD', expected: string) => ({
  business_date: '2026-03-10',
  agency_id: agencyId,
  agency_name: agency,
  currency,
  registers: 2,
  created: 0,
  returned: 0,
  sent: 1,
  approved: 1,
  pending: 1,
  expected,
  counted: expected,
  difference: '0',
});
const sums = (currency: 'BS' | 'USD', expected: string) => ({
  currency,
  registers: 2,
  created: 0,
  returned: 0,
  sent: 1,
  approved: 1,
  pending: 1,
  expected,
  counted: expected,
  difference: '0',
});
const RESUME: CashResumePage = {
  data: [row('Agencia Centro 1', 5, 'BS', '5980000'), row('Agencia Centro 1', 5, 'USD', '1250')],
  total: 2,
  page: 1,
  per_page: 50,
  totals: [sums('BS', '5980000'), sums('USD', '1250')],
};
const EMPTY = { data: [], total: 0, page: 1, per_page: 50, totals: [] };

function renderAt(url: string, Screen: ComponentType, answers: Record<string, unknown>) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const target = new URL(String(input), 'http://x');
      asked.push(target);
      return jsonResponse(200, answers[target.pathname] ?? EMPTY);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, DEMO_USERS.supervisor);
  const router = createMemoryRouter([{ path: '/admin/administrative/cash-manage/*', Component: Screen }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("the bank's cash resume and registers", { timeout: 15_000 }, () => {
  it('shows each day and agency per currency, a total per currency, and leads to that agency’s registers of the day', async () => {
    renderAt('/admin/administrative/cash-manage/resume?from_date=2026-03-10&to_date=2026-03-10', Resume, {
      [cashResume.path]: RESUME,
    });
    const table = await screen.findByRole('table', { name: 'Resumen de caja' });
    expect(await within(table).findByRole('row', { name: /^Total BS/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^Total USD/ })).toBeTruthy();
    // A register sent back to its taquilla is counted apart, read as the register lists read its state.
    expect(within(table).getByRole('columnheader', { name: 'Devueltos' })).toBeTruthy();
    const links = within(table).getAllByRole('link', { name: /^Ver los arqueos de Agencia Centro 1/ });
    const target = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/admin/administrative/cash-manage/cash-registers');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      from_date: '2026-03-10',
      to_date: '2026-03-10',
      partner_id: '5',
      currency: 'BS',
    });
  });

  it('says so when the period has no registers', async () => {
    renderAt('/admin/administrative/cash-manage/resume', Resume, {});
    expect(await screen.findByText('No hay arqueos en el período')).toBeTruthy();
  });

  it('lists the registers of the agency in the URL, with the agency picker showing it', async () => {
    const asked = renderAt('/admin/administrative/cash-manage/cash-registers?partner_id=5', Registers, {
      [listPartners.path]: {
        data: [
          {
            id: 5,
            kind: 'AGENCIA',
            code: 'ACE1',
            name: 'Agencia Centro 1',
            status: 'ACTIVE',
            parent_id: 3,
            depth: 2,
            children_count: 1,
          },
        ],
      },
    });
    expect(await screen.findByRole('combobox', { name: 'Agencia' })).toBeTruthy();
    await vi.waitFor(() => expect(asked.some((url) => url.pathname === listCashRegisters.path)).toBe(true));
    expect(asked.find((url) => url.pathname === listCashRegisters.path)!.searchParams.get('partner_id')).toBe('5');
    expect(await screen.findByText('Agencia Centro 1')).toBeTruthy();
  });
});
