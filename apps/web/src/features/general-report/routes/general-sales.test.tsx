import {
  listGeneralReport,
  recalculateGeneralReport,
  type GeneralReportPage,
  type GeneralReportRow,
  type SessionUser,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch } from '@/test/fake-api';
import { Component } from './general-sales';

const money = { annulled: '0', prizes: '600', commission: '775', participation: '72', net: '5125' };
const ROWS: GeneralReportRow[] = [
  {
    partner_id: 4,
    partner_code: 'DCE',
    partner_name: 'Distribuidora Centro',
    partner_kind: 'DISTRIBUIDOR',
    currency: 'BS',
    sales: '650000',
    ...money,
    external_sales: '170000',
    external_prizes: '0',
    has_external: true,
  },
  {
    partner_id: 4,
    partner_code: 'DCE',
    partner_name: 'Distribuidora Centro',
    partner_kind: 'DISTRIBUIDOR',
    currency: 'USD',
    sales: '300',
    ...money,
    external_sales: '0',
    external_prizes: '0',
    has_external: false,
  },
];
const SLOW = { timeout: 8000 };
const BVE = { id: 1, code: 'BVE', name: 'Banca Venezuela', kind: 'BANCA' } as const;
const DCE = { id: 4, code: 'DCE', name: 'Distribuidora Centro', kind: 'DISTRIBUIDOR' } as const;
const total = (currency: 'BS' | 'USD', sales: string) => ({
  currency,
  sales,
  ...money,
  external_sales: '0',
  external_prizes: '0',
});

function answer(focus: typeof BVE | typeof DCE): GeneralReportPage {
  return {
    data: focus === BVE ? ROWS : [],
    total: focus === BVE ? 2 : 0,
    page: 1,
    per_page: 50,
    totals: focus === BVE ? [total('BS', '650000'), total('USD', '300')] : [],
    from_date: '2026-03-10',
    to_date: '2026-03-10',
    focus,
    trail: focus === BVE ? [BVE] : [BVE, DCE],
  };
}

function renderScreen(user: SessionUser, url = '/?from_date=2026-03-10&to_date=2026-03-10') {
  const requests = recordFetch(({ url: request }) => {
    if (request.pathname === listGeneralReport.path)
      return jsonResponse(200, answer(request.searchParams.get('partner_id') === '4' ? DCE : BVE));
    if (request.pathname === recalculateGeneralReport.path) {
      const rows = { sales: 3, daily: 2, numbers: 9, tickets: 4 };
      return jsonResponse(200, {
        from_date: '2026-03-10',
        to_date: '2026-03-10',
        days: 1,
        rows_before: rows,
        rows_after: rows,
        changed: true,
      });
    }
    return jsonResponse(200, []);
  });
  const router = renderSignedIn(Component, user, { url, beside: <Toaster /> });
  return { router, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('Ventas generales', { timeout: 30_000 }, () => {
  it('shows each partner in its currency, our sales and the external ones apart, and a totals row per currency', async () => {
    renderScreen(DEMO_USERS.admin);
    const table = await screen.findByRole('table', { name: 'Ventas generales de Banca Venezuela' }, SLOW);
    const bs = (
      await within(table).findAllByRole('button', { name: 'Ver el detalle de Distribuidora Centro' })
    )[0]!.closest('tr')!;
    expect(within(bs).getByText('Bs 6.500,00')).toBeTruthy();
    expect(within(bs).getByText('Bs 1.700,00')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total BS' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total USD' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Sistemas externos' })).toBeTruthy();
  });

  it('drills down into a partner and back up by the trail, keeping the period', async () => {
    const { router, requests } = renderScreen(
      DEMO_USERS.admin,
      '/?from_date=2026-03-10&to_date=2026-03-10&level=TAQUILLA',
    );
    const [open] = await screen.findAllByRole('button', { name: 'Ver el detalle de Distribuidora Centro' }, SLOW);
    await userEvent.click(open!);
    expect(await screen.findByText('No hay ventas en el período', {}, SLOW)).toBeTruthy();
    const search = router.state.location.search;
    expect(new URLSearchParams(search).get('partner_id')).toBe('4');
    expect(new URLSearchParams(search).get('level')).toBeNull();
    const last = requests.filter((r) => r.url.pathname === listGeneralReport.path).at(-1)!.url;
    expect([last.searchParams.get('partner_id'), last.searchParams.get('from_date')]).toEqual(['4', '2026-03-10']);
    const trail = screen.getByRole('navigation', { name: 'Ruta del asociado' });
    await userEvent.click(within(trail).getByRole('button', { name: 'Banca Venezuela' }));
    expect(new URLSearchParams(router.state.location.search).get('partner_id')).toBeNull();
  });

  it('recalculates the period after a confirmation, for the banca’s administrator only', async () => {
    const { requests } = renderScreen(DEMO_USERS.admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Recalcular' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Recalcular las ventas' });
    expect(within(dialog).getByText(/del 10\/03\/2026 de toda la banca/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText(/Se recalcularon 1 día: las cifras se corrigieron/, {}, SLOW)).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === recalculateGeneralReport.path)?.body).toEqual({
      from_date: '2026-03-10',
      to_date: '2026-03-10',
    });
  });

  it('offers no recalculate to a supervisor', async () => {
    renderScreen(DEMO_USERS.supervisor);
    await screen.findByRole('table', { name: 'Ventas generales de Banca Venezuela' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Recalcular' })).toBeNull();
  });
});
