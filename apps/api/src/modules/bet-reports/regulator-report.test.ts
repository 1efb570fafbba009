import {
  exportRegulatorReport,
  getRegulatorManifest,
  listGeneralReport,
  listRegulatorReport,
  REGULATOR_COLUMNS,
  REGULATOR_FORMAT,
  type GeneralReportPage,
  type RegulatorManifest,
  type RegulatorPage,
} from '@banca/contracts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportRegulator } from '../../../../../scripts/regulator/export-regulator';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { bearer, signInAs } from '../../../test/session';
import { betReportsKit, D1, D2, partnerIdOf, subtreeOf } from '../../../test/kits/bet-reports-test-kit';
import { rowsOf } from '../../lib/raw-query';

const { kit, get, page } = betReportsKit();

const KEY = ['business_date', 'taquilla_id', 'draw_id', 'channel', 'currency'] as const;
type Keyed = Record<(typeof KEY)[number], unknown>;
const keyOf = (row: Keyed) => KEY.map((k) => String(row[k])).join('|');

/** The regulator's figures of a subtree and period, straight from tickets and plays (never the rollups). */
function direct(pattern: string, from: string, to: string) {
  return rowsOf<Keyed & Record<string, string | number>>(
    kit.db,
    sql`SELECT t.business_date::text AS business_date, t.taquilla_id, o.draw_id, t.channel, t.currency,
               count(*)::int AS sold_plays, sum(tp.amount)::text AS sold,
               (count(*) FILTER (WHERE t.status = 'ANULADO'))::int AS annulled_plays,
               coalesce(sum(tp.amount) FILTER (WHERE t.status = 'ANULADO'), 0)::text AS annulled,
               coalesce(sum(tp.amount) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS net,
               (count(*) FILTER (WHERE t.status <> 'ANULADO' AND tp.prize > 0))::int AS prize_plays,
               coalesce(sum(tp.prize) FILTER (WHERE t.status <> 'ANULADO'), 0)::text AS prize,
               coalesce(sum(tp.prize) FILTER (WHERE t.status = 'PAGADO'), 0)::text AS paid
          FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
          JOIN draw_occurrences o ON o.id = tp.occurrence_id
         WHERE t.partner_path LIKE ${pattern} AND t.business_date BETWEEN ${from}::date AND ${to}::date
         GROUP BY 1, 2, 3, 4, 5`,
  );
}

const FIGURES = ['sold_plays', 'sold', 'annulled_plays', 'annulled', 'net', 'prize_plays', 'prize', 'paid'] as const;
const figuresOf = (rows: (Keyed & Record<string, unknown>)[]) =>
  Object.fromEntries(rows.map((row) => [keyOf(row), Object.fromEntries(FIGURES.map((f) => [f, String(row[f])]))]));

describe('the regulator report', () => {
  it.each([
    ['admin', 'BVE'],
    ['supervisor', 'BVE'],
    ['admin.pa', 'BPA'],
  ])('gives %s per day, taquilla, draw, channel and currency exactly what its tickets hold', async (who, code) => {
    const answer = await page<RegulatorPage>(who, listRegulatorReport, { from_date: D1, to_date: D2 });
    const expected = await direct(await subtreeOf(kit.db, code), D1, D2);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(figuresOf(answer.data)).toEqual(figuresOf(expected));
    expect(answer.total).toBe(expected.length);
    // The annulled ticket of D1 shows as sold and annulled at once, and nets out.
    if (code === 'BVE') expect(answer.totals.find((t) => t.currency === 'BS')?.annulled).toBe('400');
  });

  it('nets, per currency, what the general report calls the same days’ sales and prizes', async () => {
    const regulator = await page<RegulatorPage>('admin', listRegulatorReport, { from_date: D1, to_date: D2 });
    const general = await page<GeneralReportPage>('admin', listGeneralReport, { from_date: D1, to_date: D2 });
    const pick = (totals: { currency: string }[], keys: Record<string, string>) =>
      Object.fromEntries(
        totals.map((t) => [
          t.currency,
          Object.fromEntries(Object.entries(keys).map(([as, k]) => [as, (t as never)[k]])),
        ]),
      );
    expect(pick(regulator.totals, { sales: 'net', annulled: 'annulled', prizes: 'prize' })).toEqual(
      pick(general.totals, { sales: 'sales', annulled: 'annulled', prizes: 'prizes' }),
    );
  });

  it('narrows to a partner of the subtree, and answers 404 for one outside it', async () => {
    const agency = await partnerIdOf(kit.db, 'ACE1');
    const narrowed = await page<RegulatorPage>('admin', listRegulatorReport, { from_date: D1, partner_id: agency });
    expect(new Set(narrowed.data.map((row) => row.agency_code))).toEqual(new Set(['ACE1']));
    const foreign = await partnerIdOf(kit.db, 'BPA');
    expect((await get('admin', listRegulatorReport, { from_date: D1, partner_id: foreign })).statusCode).toBe(404);
  });

  it('is for the banca’s administrator and supervisor only, and refuses a period over 31 days in Spanish', async () => {
    for (const who of ['distribuidor', 'agencia', 'taquilla']) {
      expect((await get(who, listRegulatorReport, { from_date: D1 })).statusCode, who).toBe(403);
      expect((await get(who, getRegulatorManifest, { from_date: D1 })).statusCode, who).toBe(403);
    }
    const long = await get('admin', listRegulatorReport, { from_date: '2031-01-01', to_date: '2031-02-01' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([
      { field: 'to_date', message: expect.stringContaining('31 días') },
    ]);
  });

  it('describes the files in a manifest: format, columns, rows and totals that match the report', async () => {
    const manifest = (
      await get('admin', getRegulatorManifest, { from_date: D1, to_date: D2 })
    ).json<RegulatorManifest>();
    const report = await page<RegulatorPage>('admin', listRegulatorReport, { from_date: D1, to_date: D2 });
    expect(manifest).toMatchObject({ format: REGULATOR_FORMAT, from_date: D1, to_date: D2, rows: report.total });
    expect(manifest.partner.code).toBe('BVE');
    expect(manifest.totals).toEqual(report.totals);
    expect(manifest.columns.map((c) => c.key)).toEqual(REGULATOR_COLUMNS.map((c) => c.key));
    expect(manifest.columns.every((c) => c.description.length > 10)).toBe(true);
  });

  it('writes the CSV with the format’s columns in order and one line per row', async () => {
    const token = (await signInAs(kit.app, 'admin')).access_token;
    const file = await kit.app.inject({
      method: 'POST',
      url: exportRegulatorReport.path,
      headers: bearer(token),
      payload: { format: 'csv', from_date: D1, to_date: D2 },
    });
    expect(file.statusCode, file.body).toBe(200);
    const report = await page<RegulatorPage>('admin', listRegulatorReport, { from_date: D1, to_date: D2 });
    const lines = file.body.split(/\r?\n/);
    const header = lines.findIndex((line) => line.includes('Código taquilla'));
    expect(header).toBeGreaterThanOrEqual(0);
    for (const { title } of REGULATOR_COLUMNS) expect(lines[header]).toContain(title);
    expect(lines.filter((line) => line.startsWith('"2031-03-1') || /^1[45]\/03\/2031/.test(line)).length).toBe(
      report.total,
    );
  });

  it('is downloaded from the command line as the administrator: manifest, CSV and XLSX of the same rows', async () => {
    const baseUrl = await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const outDir = await mkdtemp(path.join(tmpdir(), 'regulador-'));
    try {
      const options = { baseUrl, username: 'admin', password: DEMO_PASSWORD, from: D1, to: D2, outDir };
      const { manifest, files } = await exportRegulator(options);
      const report = await page<RegulatorPage>('admin', listRegulatorReport, { from_date: D1, to_date: D2 });
      expect(manifest.rows).toBe(report.total);
      expect(files.map((file) => path.basename(file))).toEqual([
        `regulador-v1-BVE-${D1}-${D2}.manifest.json`,
        `regulador-v1-BVE-${D1}-${D2}.csv`,
        `regulador-v1-BVE-${D1}-${D2}.xlsx`,
      ]);
      expect(JSON.parse(await readFile(files[0]!, 'utf8'))).toEqual(manifest);
      expect(await readFile(files[1]!, 'utf8')).toContain('Código taquilla');
      expect((await readFile(files[2]!)).subarray(0, 2).toString()).toBe('PK');
      // A seller is refused by the server, and the command says so in Spanish.
      await expect(exportRegulator({ ...options, username: 'taquilla' })).rejects.toThrow(/permiso|acceso/i);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
