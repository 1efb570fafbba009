import { cashResume, listCashRegisters, listPartners, type CashResumePage } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { answerByPath, recordFetch } from '@/test/fake-api';
import { Component as Registers } from './cash-registers';
import { Component as Resume } from './resume';

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
const row = (agency: string, agencyId: number, currency: 'BS' | 'USD', expected: string) => ({
  business_date: '2026-03-10',
  agency_id: agencyId,
  agency_name: agency,
  ...sums(currency, expected),
});
const RESUME: CashResumePage = {
  data: [row('Agencia Centro 1', 5, 'BS', '5980000'), row('Agencia Centro 1', 5, 'USD', '1250')],
  total: 2,
  page: 1,
  per_page: 50,
  totals: [sums('BS', '5980000'), sums('USD', '1250')],
};

function renderAt(url: string, Screen: ComponentType, answers: Record<string, unknown>) {
  const asked = recordFetch(answerByPath(answers));
  renderSignedIn(Screen, DEMO_USERS.supervisor, { url, route: '/admin/administrative/cash-manage/*' });
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
    await vi.waitFor(() => expect(asked.some((call) => call.path === listCashRegisters.path)).toBe(true));
    expect(asked.find((call) => call.path === listCashRegisters.path)!.search.get('partner_id')).toBe('5');
    expect(await screen.findByText('Agencia Centro 1')).toBeTruthy();
  });
});
