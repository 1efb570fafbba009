import { listRiskBoard, type RiskBoardDraw, type RiskBoardRow } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, pageOf, recordFetch, urlsTo } from '@/test/fake-api';
import { usedColor } from '../components/used-bar';
import { Component as RiskBoardPage } from './risk-board-page';

const PATH = '/admin/tools/risk-board';

/** The boards listening to the bell's push: the test plays the stream's `risk` events to them. */
const pushed = new Set<() => void>();
vi.mock('@/features/notifications', () => ({
  onRiskPush: (listener: () => void) => {
    pushed.add(listener);
    return () => pushed.delete(listener);
  },
}));

const DRAW: RiskBoardDraw = {
  occurrence_id: 41,
  draw: 'Granjita 10 AM',
  product: { id: 3, name: 'La Granjita' },
  lottery: { id: 2, name: 'Granjita' },
  draw_at: '2026-11-26T14:00:00.000Z',
  close_at: '2026-11-26T13:55:00.000Z',
  currency: 'BS',
  sold: '83600',
  worst_case: '1500000',
  worst_number: '7 (Animalito)',
  worst_ratio: '17.94',
};
const ROW: RiskBoardRow = {
  occurrence_id: 41,
  draw: 'Granjita 10 AM',
  product: { id: 3, name: 'La Granjita' },
  draw_at: '2026-11-26T14:00:00.000Z',
  bet_type: { id: 1, code: 'ANIMALITO', name: 'Animalito' },
  number: '7',
  partner: { id: 1, code: 'BVE', name: 'Banca Venezuela', kind: 'BANCA' },
  currency: 'BS',
  sold: '50000',
  cupo: '60000',
  used_pct: '83.33',
  multiplier: '30.00',
  payout: '1500000',
};

/** The board's answer: the row unless the filters ask for more than it uses, the draws always. */
function api(fail = false) {
  return recordFetch((request) => {
    if (fail) return jsonResponse(500, { code: 'INTERNAL', message: 'Error interno del servidor.' });
    if (request.path !== listRiskBoard.path) return jsonResponse(200, []);
    const none = Number(request.search.get('min_pct') ?? 0) > 90;
    const totals = none ? [] : [{ currency: 'BS', sold: '50000', payout: '1500000' }];
    return jsonResponse(200, { ...pageOf(none ? [] : [ROW], totals), draws: [DRAW] });
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the risk board screen', { timeout: 30_000 }, () => {
  it("shows each draw's sales and worst case, and the numbers with their share of the cupo and payout", async () => {
    const asked = api();
    renderSignedIn(RiskBoardPage, DEMO_USERS.distribuidor, { url: PATH, route: PATH });
    const cards = await screen.findByRole('list', { name: 'Sorteos abiertos' });
    const card = within(cards).getByRole('listitem', { name: 'La Granjita · Granjita 10 AM (BS)' });
    for (const text of ['Bs 836,00', 'Bs 15.000,00', '17,94 veces las ventas', 'Peor caso (7 (Animalito))'])
      expect(within(card).getByText(text)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tablero de riesgo' });
    const row = (await within(table).findByText('Banca Venezuela')).closest('tr')!;
    for (const text of ['7', 'Bs 500,00', 'Bs 600,00', '83,33 %', 'Bs 15.000,00'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Usado 83,33 %' })).toBeTruthy();
    const total = within(table).getByRole('row', { name: 'Total' });
    expect(within(total).getByText('Bs 15.000,00')).toBeTruthy();
    const first = urlsTo(asked, listRiskBoard.path).at(-1)!;
    expect(first.searchParams.get('sort')).toBe('payout');
    expect(first.searchParams.get('order')).toBe('desc');
    // A card picks its draw; the filter goes into the address.
    await userEvent.click(within(card).getByRole('button'));
    await vi.waitFor(() =>
      expect(urlsTo(asked, listRiskBoard.path).at(-1)!.searchParams.get('occurrence_id')).toBe('41'),
    );
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
  });

  it('reads again on the push, at most once per three seconds however many events come', async () => {
    const asked = api();
    renderSignedIn(RiskBoardPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    await screen.findByRole('table', { name: 'Tablero de riesgo' });
    await vi.waitFor(() => expect(pushed.size).toBe(1));
    const reads = () => urlsTo(asked, listRiskBoard.path).length;
    const before = reads();
    for (const listener of pushed) listener();
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    for (let i = 0; i < 5; i++) for (const listener of pushed) listener();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reads()).toBe(before + 1);
    await vi.waitFor(() => expect(reads()).toBe(before + 2), { timeout: 4_000 });
  });

  it('colours the share at 80 % and 95 %', () => {
    expect([usedColor(79.99), usedColor(80), usedColor(94.99), usedColor(95), usedColor(120)]).toEqual([
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });

  it('says when nothing passes the filters, and shows a failed read with a retry', async () => {
    api();
    renderSignedIn(RiskBoardPage, DEMO_USERS.admin, { url: `${PATH}?min_pct=95`, route: PATH });
    expect(await screen.findByText('Ningún número de los sorteos abiertos cumple los filtros.')).toBeTruthy();
    vi.unstubAllGlobals();
    api(true);
    renderSignedIn(RiskBoardPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
