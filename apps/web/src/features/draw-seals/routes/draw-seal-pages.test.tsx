import { getDrawSeal, listDrawSeals, pathOf, type DrawSeal, type ListDrawSealsResponse } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch, urlsTo } from '@/test/fake-api';
import { DRAW_SEAL_PATH, DRAW_SEALS_PATH } from '../paths';
import { Component as DrawSealPage } from './draw-seal-page';
import { Component as DrawSealsPage } from './draw-seals-page';

const DIGEST = '4a7ce99057022cd77707e600efefa3e13e70b6ff81ae41b3bbd37ec71f6a67fe';
const ROW: DrawSeal = {
  occurrence_id: 7,
  draw_date: '2026-11-26',
  draw_name: 'Triple Caracas 16:30',
  lottery: { id: 1, name: 'Triple Caracas' },
  product: { id: 2, name: 'Triple Caracas' },
  close_at: '2026-11-26T20:20:00.000Z',
  sealed_at: '2026-11-26T20:20:04.123456+00:00',
  tickets: 3,
  plays: 4,
  annulled_tickets: 1,
  totals: [
    {
      currency: 'BS',
      tickets: '2',
      plays: '3',
      amount: '180000',
      annulled_tickets: '1',
      annulled_plays: '1',
      annulled_amount: '10000',
    },
  ],
  corrections: 1,
  digest: DIGEST,
  version: 1,
  annulled_plays: 1,
  by_number: [
    { currency: 'BS', bet_type: { id: 3, name: 'Triple' }, number: '123', sign: null, plays: '2', amount: '130000' },
  ],
  by_agency: [
    {
      agency: { id: 12, code: 'ACE1', name: 'Agencia Centro 1' },
      currency: 'BS',
      tickets: '2',
      plays: '3',
      amount: '180000',
      annulled_tickets: '0',
      annulled_amount: '0',
    },
  ],
  tickets_head: 'b'.repeat(64),
  result_number: '321',
  result_sign: null,
  correction_list: [
    {
      id: 1,
      kind: 'ANNULMENT',
      ticket_serial: '1234567890',
      currency: 'BS',
      plays: 1,
      amount: '10000',
      before: null,
      after: null,
      reason: 'Reclamo',
      created_by: 'admin',
      created_at: '2026-11-26T20:30:00.000Z',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the actas de cierre', { timeout: 30_000 }, () => {
  it('lists the sealed draws with their amounts and totals, each linking to its acta', async () => {
    const page: ListDrawSealsResponse = {
      data: [ROW],
      total: 1,
      page: 1,
      per_page: 25,
      totals: [{ currency: 'BS', tickets: '2', amount: '180000', annulled_amount: '10000' }],
    };
    const asked = recordFetch(() => jsonResponse(200, page));
    renderSignedIn(DrawSealsPage, DEMO_USERS.admin, { url: DRAW_SEALS_PATH, route: DRAW_SEALS_PATH });
    const table = await screen.findByRole('table', { name: 'Actas de cierre' });
    const link = await within(table).findByRole('link', { name: 'Triple Caracas 16:30' });
    expect(link.getAttribute('href')).toBe(`${DRAW_SEAL_PATH}?occurrence_id=7`);
    expect(within(table).getByTitle(DIGEST).textContent).toBe('4a7ce990…1f6a67fe');
    expect(within(table).getAllByText('Bs 1.800,00').length).toBeGreaterThanOrEqual(2);
    const first = urlsTo(asked, listDrawSeals.path)[0]!;
    expect(first.searchParams.get('from_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.searchParams.get('order')).toBe('desc');
  });

  it('shows one acta with its digest, breakdowns and corrections', async () => {
    const asked = recordFetch(() => jsonResponse(200, ROW));
    const url = `${DRAW_SEAL_PATH}?occurrence_id=7`;
    renderSignedIn(DrawSealPage, DEMO_USERS.admin, { url, route: DRAW_SEAL_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acta de cierre: Triple Caracas 16:30' })).toBeTruthy();
    expect(screen.getByText(DIGEST)).toBeTruthy();
    const numbers = screen.getByRole('table', { name: 'Por número y tipo de jugada' });
    expect(within(numbers).getByText('Bs 1.300,00')).toBeTruthy();
    const agencies = screen.getByRole('table', { name: 'Por agencia' });
    expect(within(agencies).getByText('ACE1 Agencia Centro 1')).toBeTruthy();
    const corrections = screen.getByRole('table', { name: 'Correcciones posteriores al sello' });
    expect(within(corrections).getByText('Anulación posterior')).toBeTruthy();
    expect(urlsTo(asked, pathOf(getDrawSeal, { occurrence_id: 7 }))).toHaveLength(1);
  });
});
