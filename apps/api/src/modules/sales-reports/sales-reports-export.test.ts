import {
  exportDailySalesPartners,
  exportGrossSales,
  exportOnlineSalesDetail,
  exportOnlineSalesSummary,
  exportTicketsPlayed,
  FILE_CONTENT_TYPES,
  listDailySalesPartners,
  listGrossSales,
  listOnlineSalesDetail,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '@banca/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/kits/file-answer-test-kit';
import type { Figures } from '../../../test/kits/expected-figures-test-kit';
import { salesReportsKit } from '../../../test/kits/sales-reports-test-kit';

const { partner, report, exportAs } = salesReportsKit();

/** The rows of an exported sheet under its titles (row 6), the totals rows apart. */
async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const titles = (sheet.getRow(6).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  const totals: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number <= 6) return;
    const values = (row.values as unknown[]).slice(1);
    (String(values[0]).startsWith('Total') ? totals : rows).push(values);
  });
  return { title: sheet.getCell('A1').value, titles, rows, totals };
}

/** Minor units as the sheet shows them: a number of major units. */
const major = (minor: unknown) => Number(minor) / 100;
const day = (text: unknown) => new Date(`${String(text)}T00:00:00.000Z`).toISOString();
const MONEY = ['sold', 'annulled', 'sales', 'prizes', 'commission', 'net'];

describe('POST /api/v2/admin/reports/gross-sale/export', () => {
  it('writes an XLSX whose rows and totals are the JSON report’s', async () => {
    const json = await report('admin', listGrossSales);
    const answer = await exportAs('admin', exportGrossSales, { format: 'xlsx' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(FILE_CONTENT_TYPES.xlsx);
    expect(answer.headers['content-disposition']).toMatch(/filename="ventas-brutas-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await sheetOf(answer.rawPayload);
    expect(sheet.title).toBe('Ventas brutas');
    expect(sheet.titles).toEqual([
      'Día',
      'Producto',
      'Moneda',
      'Vendido',
      'Anulado',
      'Ventas',
      'Premios',
      'Comisión',
      'Neto',
      'Jugadas',
    ]);
    const cells = sheet.rows.map(([date, ...rest]) => [(date as Date).toISOString(), ...rest]);
    expect(cells).toEqual(
      json.data.map((row: Figures) => [
        day(row.business_date),
        row.product_name,
        row.currency,
        ...MONEY.map((m) => major(row[m])),
        row.plays,
      ]),
    );
    expect(sheet.totals).toEqual(
      json.totals.map((total) => [
        `Total ${total.currency}`,
        undefined,
        undefined,
        ...MONEY.map((m) => major(total[m])),
        total.plays,
      ]),
    );
  });

  it('answers CSV and PDF with their content types and the report in them', async () => {
    const csv = await exportAs('admin', exportGrossSales, { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe(FILE_CONTENT_TYPES.csv);
    expect(csv.body).toContain('Ventas brutas');
    expect(csv.body).toContain('Triple Caracas');
    const pdf = await exportAs('admin', exportGrossSales, { format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe(FILE_CONTENT_TYPES.pdf);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf.rawPayload)).toContain('Ventas brutas');
  });
});

describe('the other sales reports as files', () => {
  it('gives a distributor only its branch, and a partner outside it 404', async () => {
    const answer = await exportAs('distribuidor', exportDailySalesPartners, { format: 'xlsx', level: 'TAQUILLA' });
    expect(answer.statusCode, answer.body).toBe(200);
    const sheet = await sheetOf(answer.rawPayload);
    const codes = sheet.rows.map((row) => String(row[1]));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith('ACE'))).toBe(true);
    const json = await report('distribuidor', listDailySalesPartners, { level: 'TAQUILLA' });
    expect(codes).toEqual(json.data.map((row) => row.partner_code));
    const outsider = await exportAs('distribuidor2', exportDailySalesPartners, {
      format: 'csv',
      partner_id: partner.ACE1!.id,
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('writes the channels, the detail and the tickets by status', async () => {
    const summary = await sheetOf((await exportAs('admin', exportOnlineSalesSummary, { format: 'xlsx' })).rawPayload);
    expect(summary.rows.map((row) => row[0])).toEqual(expect.arrayContaining(['Web', 'Terminal']));
    const detail = await exportAs('admin', exportOnlineSalesDetail, { format: 'csv', channel: 'TERMINAL' });
    expect(detail.statusCode).toBe(200);
    const json = await report('admin', listOnlineSalesDetail, { channel: 'TERMINAL' });
    expect(json.total).toBeGreaterThan(0);
    expect(detail.body.split('\r\n').filter((line) => line.includes(';Terminal;'))).toHaveLength(json.total);
    const tickets = await sheetOf((await exportAs('admin', exportTicketsPlayed, { format: 'xlsx' })).rawPayload);
    const statuses: TicketStatus[] = ['ACTIVO', 'PREMIADO', 'PERDEDOR', 'PAGADO', 'ANULADO'];
    expect([...new Set(tickets.rows.map((row) => row[0]))]).toEqual(statuses.map((s) => TICKET_STATUS_LABELS[s]));
  });

  it('refuses a bad period as JSON before any byte of the file', async () => {
    const answer = await exportAs('admin', exportGrossSales, {
      format: 'xlsx',
      from_date: '2025-03-10',
      to_date: '2025-03-01',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      { field: 'to_date', message: 'La fecha final no puede ser anterior a la inicial.' },
    ]);
  });
});
