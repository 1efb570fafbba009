import { listLayOff, type LayOffOccurrence, type LayOffRow } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, pageOf, recordFetch, urlsTo } from '@/test/fake-api';
import { Component as LayOffPage } from './lay-off-page';

const PATH = '/admin/tools/lay-off';

const OCCURRENCES: LayOffOccurrence[] = [
  { id: 41, draw: 'Granjita 10 AM', product: 'La Granjita', draw_at: '2026-11-26T14:00:00.000Z', open: true },
];
const ROW: LayOffRow = {
  bet_type: { id: 1, code: 'ANIMALITO', name: 'Animalito' },
  number: '7',
  currency: 'BS',
  sold: '50000',
  multiplier: '30.00',
  payout: '1500000',
  hold: '1000000',
  excess: '500000',
  pass_on: '16667',
};

/** The list's answer: rows only once a draw is asked for, the draws to pick always. */
function api(fail = false) {
  return recordFetch((request) => {
    if (fail) return jsonResponse(500, { code: 'INTERNAL', message: 'Error interno del servidor.' });
    const chosen = request.search.get('occurrence_id') === '41';
    const totals = chosen
      ? [{ currency: 'BS', sold: '50000', payout: '1500000', excess: '500000', pass_on: '16667' }]
      : [];
    return jsonResponse(200, { ...pageOf(chosen ? [ROW] : [], totals), occurrences: OCCURRENCES });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the lay-off list screen', { timeout: 30_000 }, () => {
  it('asks to pick a draw, then shows its numbers above the hold with the excess, stake and totals', async () => {
    const asked = api();
    renderSignedIn(LayOffPage, DEMO_USERS.distribuidor, { url: PATH, route: PATH });
    expect(await screen.findByText('Elija un sorteo para ver su lista de descarga.')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sorteo' }));
    await userEvent.click(await screen.findByRole('option', { name: /La Granjita · Granjita 10 AM/ }));
    const table = await screen.findByRole('table', { name: 'Lista de descarga' });
    const row = (await within(table).findByText('Animalito')).closest('tr')!;
    for (const text of ['7', 'Bs 500,00', 'Bs 15.000,00', 'Bs 10.000,00', 'Bs 5.000,00', 'Bs 166,67'])
      expect(within(row).getByText(text)).toBeTruthy();
    const total = within(table).getByRole('row', { name: 'Total' });
    expect(within(total).getByText('Bs 5.000,00')).toBeTruthy();
    expect(within(total).getByText('Bs 166,67')).toBeTruthy();
    const last = urlsTo(asked, listLayOff.path).at(-1)!;
    expect(last.searchParams.get('occurrence_id')).toBe('41');
    expect(last.searchParams.get('sort')).toBe('excess');
    expect(last.searchParams.get('order')).toBe('desc');
    expect(screen.getByRole('button', { name: /Exportar/ })).toBeTruthy();
  });

  it('says when no number passes the hold, and shows a failed read with a retry', async () => {
    api();
    renderSignedIn(LayOffPage, DEMO_USERS.admin, { url: `${PATH}?occurrence_id=99`, route: PATH });
    expect(await screen.findByText('Ningún número supera lo que la banca retiene.')).toBeTruthy();
    vi.unstubAllGlobals();
    api(true);
    renderSignedIn(LayOffPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
