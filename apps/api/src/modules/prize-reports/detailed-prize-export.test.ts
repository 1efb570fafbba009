import { exportDetailedPrizes, PRIZE_STATE_LABELS } from '@banca/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { prizeReportTestKit } from '../../../test/kits/prize-report-test-kit';

/** The detailed-prize export: the report's own rows, scope and filters, as a file. */
const { kit, state, sold, pageOf, idOfPartner } = prizeReportTestKit();

/** The sheet's lines (cell values), from the titles row down. */
async function sheetLines(payload: Buffer): Promise<{ header: string[]; rows: unknown[][]; totals: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const lines: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const titles = lines.findIndex((line) => line[0] === 'Serial');
  const totalsAt = lines.findIndex((line) => String(line[0]).startsWith('Total'));
  return { header: lines[titles] as string[], rows: lines.slice(titles + 1, totalsAt), totals: lines.slice(totalsAt) };
}

describe('POST /api/v2/admin/reports/detailed-prize/export', () => {
  it('writes an XLSX whose rows, read back, are the report’s rows, with totals per currency', async () => {
    const json = await pageOf('admin', { sort: 'serial' });
    const body = { format: 'xlsx', from_date: state.today, to_date: state.today, sort: 'serial' };
    const answer = await kit.as('admin', 'POST', exportDetailedPrizes.path, body);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="premios-detallados-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { header, rows, totals } = await sheetLines(answer.rawPayload);
    const at = (title: string) => header.indexOf(title);
    const cells = ['Serial', 'Taquilla', 'Moneda', 'Jugado', 'Premio', 'Estado', 'Pagado en'].map(at);
    expect(rows.map((line) => cells.map((i) => line[i] ?? null))).toEqual(
      json.data.map((row) => [
        row.serial,
        row.taquilla_name,
        row.currency,
        Number(row.amount) / 100,
        Number(row.prize) / 100,
        PRIZE_STATE_LABELS[row.state],
        row.paid_taquilla_name,
      ]),
    );
    expect(totals.map((line) => [line[0], line[at('Jugado')], line[at('Premio')]])).toEqual(
      json.totals.map((entry) => [`Total ${entry.currency}`, Number(entry.amount) / 100, Number(entry.prize) / 100]),
    );
  });

  it("holds only the caller's branch, and refuses a partner outside it with the usual 404", async () => {
    const body = { format: 'csv', from_date: state.today, to_date: state.today };
    const csv = await kit.as('distribuidor2', 'POST', exportDetailedPrizes.path, body);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(sold.oriente.serial);
    for (const other of [sold.paid, sold.usd, sold.waiting, sold.panama]) expect(csv.body).not.toContain(other.serial);
    const outside = await kit.as('distribuidor2', 'POST', exportDetailedPrizes.path, {
      format: 'xlsx',
      partner_id: await idOfPartner('ACE1'),
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('NOT_FOUND');
  });

  it('keeps the filters and says them in words; a PDF opens', async () => {
    const body = { format: 'csv', from_date: state.today, to_date: state.today, state: 'VENCIDO' };
    const csv = await kit.as('admin', 'POST', exportDetailedPrizes.path, body);
    expect(csv.body.split('\r\n')[1]).toMatch(/^Filtros: Desde: \d\d\/\d\d\/\d{4} · Hasta: .* · Estado: VENCIDO$/);
    expect(csv.body.split(sold.expired.serial)).toHaveLength(3);
    const pdf = await kit.as('admin', 'POST', exportDetailedPrizes.path, { ...body, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
