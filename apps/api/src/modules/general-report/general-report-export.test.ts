import { exportGeneralReport, listGeneralReport, type GeneralReportPage } from '@banca/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, generalReportKit, writeScenario } from '../../../test/kits/general-report-test-kit';

const kit = generalReportKit();

beforeAll(() => writeScenario(kit));

const FILTERS = { from_date: DAY, to_date: DAY, level: 'TAQUILLA', sort: 'sales', order: 'desc' };

const exportAs = (username: string, format: string, filters: Record<string, string> = FILTERS) =>
  kit.call(username, { method: 'POST', url: exportGeneralReport.path, payload: { ...filters, format } });

async function listed(username: string, filters: Record<string, string> = FILTERS): Promise<GeneralReportPage> {
  const answer = await kit.call(username, { method: 'GET', url: listGeneralReport.path, query: filters });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A money cell (a number in the currency's units) back in minor units, as the JSON has it. */
const minor = (value: unknown) => String(Math.round(Number(value) * 100));

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const lines: unknown[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const titles = lines.findIndex((line) => line[0] === 'Código');
  const totals = lines.findIndex((line, i) => i > titles && String(line[0]).startsWith('Total'));
  return { head: lines.slice(0, titles + 1), rows: lines.slice(titles + 1, totals), totals: lines.slice(totals) };
}

describe('POST /api/v2/admin/reports/general/export', () => {
  it('writes an XLSX whose rows and totals read back equal the report’s JSON', async () => {
    const answer = await exportAs('admin', 'xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="ventas-generales-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await sheetOf(answer.rawPayload);
    expect(sheet.head[0]![0]).toBe('Ventas generales');
    expect(String(sheet.head[1]![0])).toContain('Nivel: TAQUILLA');
    const page = await listed('admin');
    expect(sheet.rows.map((line) => [line[0], line[3], ...line.slice(4, 12).map(minor)])).toEqual(
      page.data.map((row) => [
        row.partner_code,
        row.currency,
        row.sales,
        row.annulled,
        row.prizes,
        row.commission,
        row.participation,
        row.net,
        row.external_sales,
        row.external_prizes,
      ]),
    );
    expect(sheet.totals.map((line) => [line[0], minor(line[4]), minor(line[9])])).toEqual(
      page.totals.map((entry) => [`Total ${entry.currency}`, entry.sales, entry.net]),
    );
  });

  it('answers a PDF and a CSV of the same rows', async () => {
    const pdf = await exportAs('admin', 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await exportAs('admin', 'csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    const page = await listed('admin');
    for (const row of page.data) expect(lines.some((line) => line.startsWith(`${row.partner_code};`))).toBe(true);
    expect(lines.filter((line) => /^Total (BS|USD);/.test(line))).toHaveLength(2);
  });

  it('holds only the caller’s subtree, and refuses what the report refuses', async () => {
    const sheet = await sheetOf((await exportAs('distribuidor2', 'xlsx')).rawPayload);
    expect(sheet.rows.map((line) => line[0])).toEqual(['AOR1-T1']);
    expect((await exportAs('taquilla', 'xlsx')).statusCode).toBe(403);
    const outsider = await exportAs('distribuidor2', 'csv', { partner_id: String(await kit.partnerId('ACE1')) });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('NOT_FOUND');
  });
});
