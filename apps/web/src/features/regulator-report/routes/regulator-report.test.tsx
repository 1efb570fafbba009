import {
  getRegulatorManifest,
  listRegulatorReport,
  REGULATOR_COLUMNS,
  REGULATOR_FORMAT,
  type RegulatorManifest,
  type RegulatorRow,
} from '@banca/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { answerByPath, pageOf, recordFetch, urlsTo } from '@/test/fake-api';
import { REGULATOR_REPORT_PATH } from '../paths';
import { Component as RegulatorReportPage } from './regulator-report';

const row: RegulatorRow = {
  business_date: '2026-11-20',
  lottery_name: 'Lotto Activo',
  product_id: 1,
  product_name: 'Lotto Activo',
  draw_id: 3,
  draw_name: 'Lotto Activo 10 AM',
  draw_time: '10:00',
  agency_id: 5,
  agency_code: 'ACE1',
  agency_name: 'Agencia Centro 1',
  taquilla_id: 9,
  taquilla_code: 'ACE1-T1',
  taquilla_name: 'Taquilla 1',
  channel: 'TERMINAL',
  currency: 'BS',
  sold_plays: 12,
  sold: '150000',
  annulled_plays: 1,
  annulled: '10000',
  net: '140000',
  prize_plays: 1,
  prize: '300000',
  paid: '300000',
};
const totals = [{ currency: 'BS', ...Object.fromEntries(Object.entries(row).slice(15)) }];
const manifest: RegulatorManifest = {
  format: REGULATOR_FORMAT,
  generated_at: '2026-11-27T10:00:00.000Z',
  from_date: '2026-11-20',
  to_date: '2026-11-21',
  partner: { id: 1, code: 'BVE', name: 'Banca Venezuela' },
  filters: { product_id: null, currency: null },
  columns: REGULATOR_COLUMNS.map(({ key, title, description }) => ({ key, title, description })),
  rows: 1,
  totals: totals as RegulatorManifest['totals'],
  day_digests: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the regulator report screen', { timeout: 30_000 }, () => {
  it('shows each day, draw and taquilla with its net and prizes, and downloads the manifest of the period asked', async () => {
    const asked = recordFetch(
      answerByPath({ [listRegulatorReport.path]: pageOf([row], totals), [getRegulatorManifest.path]: manifest }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:manifest');
    const url = `${REGULATOR_REPORT_PATH}?from_date=2026-11-20&to_date=2026-11-21`;
    renderSignedIn(RegulatorReportPage, DEMO_USERS.admin, { url, route: REGULATOR_REPORT_PATH });
    const table = await screen.findByRole('table', { name: 'Reporte al regulador' });
    const line = (await within(table).findByText('20/11/2026')).closest('tr')!;
    expect(line.textContent).toContain('Lotto Activo 10:00');
    expect(line.textContent).toContain('Taquilla 1');
    expect(line.textContent).toMatch(/1\.400,00/);
    const first = urlsTo(asked, listRegulatorReport.path)[0]!;
    expect([first.searchParams.get('from_date'), first.searchParams.get('to_date')]).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Manifiesto (JSON)' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const manifestAsked = urlsTo(asked, getRegulatorManifest.path)[0]!;
    expect(manifestAsked.searchParams.get('from_date')).toBe('2026-11-20');
    const saved = created.mock.calls[0]![0] as Blob;
    expect(JSON.parse(await saved.text())).toEqual(manifest);
  });
});
