import {
  exportExternalReports,
  importExternalReports,
  importExternalReportsFile,
  listExternalReports,
  listGeneralReport,
  type ExternalReportsPage,
  type GeneralReportPage,
} from '@banca/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/multipart';
import { DAY, DAY_BEFORE, generalReportKit } from '../../../test/kits/general-report-test-kit';

const kit = generalReportKit();

const importJson = (username: string, rows: Record<string, unknown>[], system = 'VENTA_WEB') =>
  kit.call(username, { method: 'POST', url: importExternalReports.path, payload: { external_system: system, rows } });

const importFile = (username: string, content: Buffer | string, name: string, system = 'TERMINALES_EXTERNAS') => {
  const { payload, headers } = multipartFile(content, name, 'application/octet-stream');
  return kit.call(username, {
    method: 'POST',
    url: importExternalReportsFile.path,
    query: { external_system: system },
    payload,
    headers,
  });
};

async function list(username: string, query: Record<string, string> = {}): Promise<ExternalReportsPage> {
  const answer = await kit.call(username, {
    method: 'GET',
    url: listExternalReports.path,
    query: { from_date: DAY_BEFORE, to_date: DAY, ...query },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const countRows = async () => (await kit.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM external_sales`))[0]!.n;

describe('external reports', () => {
  it('imports JSON rows whose keys are normalised (spaces → _), and lists them with totals per currency', async () => {
    const answer = await importJson('admin', [
      {
        ' Fecha ': DAY,
        'Codigo asociado': 'ace1-t1',
        Ventas: '150000',
        Premios: 30000,
        'Vendedor  principal ': 'Luis',
      },
      { business_date: DAY, partner_code: 'ACE2', sales: '8000', currency: 'usd', tickets: 4, Comisión: '800' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ external_system: 'VENTA_WEB', imported: 2, created: 2, replaced: 0 });
    const page = await list('admin');
    expect(
      page.data.map((row) => [row.partner_code, row.currency, row.sales, row.prizes, row.commission, row.net]),
    ).toEqual([
      ['ACE2', 'USD', '8000', '0', '800', '7200'],
      ['ACE1-T1', 'BS', '150000', '30000', '0', '120000'],
    ]);
    expect(page.data[1]).toMatchObject({
      business_date: DAY,
      external_system_name: 'Venta web de aliados',
      details: { Vendedor_principal: 'Luis' },
      imported_by: 'Ana Administradora',
    });
    expect(page.totals).toEqual([
      { currency: 'BS', sales: '150000', prizes: '30000', commission: '0', net: '120000', tickets: 0 },
      { currency: 'USD', sales: '8000', prizes: '0', commission: '800', net: '7200', tickets: 4 },
    ]);
  });

  it('replaces a row imported again (same day, partner, system and currency), audited with what it replaced', async () => {
    const answer = await importJson('supervisor', [
      { fecha: DAY, asociado: 'ACE1-T1', ventas: '170000', premios: '0' },
      { fecha: DAY_BEFORE, asociado: 'ACE1-T1', ventas: '1000' },
    ]);
    expect(answer.json()).toEqual({ external_system: 'VENTA_WEB', imported: 2, created: 1, replaced: 1 });
    const rows = (await list('admin', { partner_id: String(await kit.partnerId('ACE1-T1')) })).data;
    expect(rows.map((row) => [row.business_date, row.sales, row.imported_by])).toEqual([
      [DAY, '170000', 'Simón Supervisor'],
      [DAY_BEFORE, '1000', 'Simón Supervisor'],
    ]);
    const [audit] = await kit.rows<{ before: { sales: string }[]; after: Record<string, unknown> }>(
      sql`SELECT before, after FROM audit_log WHERE action = 'IMPORT' AND entity = 'external_sales' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.before).toEqual([expect.objectContaining({ business_date: DAY, sales: '150000', prizes: '30000' })]);
    expect(audit!.after).toMatchObject({ imported: 2, replaced: 1, from_date: DAY_BEFORE, to_date: DAY });
  });

  it('imports an XLSX file: date and number cells, amounts as people write them, other columns kept', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ventas');
    sheet.addRow(['Fecha', 'Código asociado', 'Ventas', 'Premios', 'Comisión', 'Tickets', 'Observación']);
    sheet.addRow([new Date(`${DAY}T00:00:00Z`), 'ACE2-T1', 1234.5, '1.000,25', 0, 12, 'cierre tardío']);
    sheet.addRow([]);
    sheet.addRow(['09/03/2026', 'AOR1', '2,500.75', 0, '10', 3, null]);
    const answer = await importFile('admin', Buffer.from(await workbook.xlsx.writeBuffer()), 'ventas.xlsx');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ imported: 2, created: 2 });
    const rows = (await list('admin', { external_system: 'TERMINALES_EXTERNAS' })).data;
    expect(
      rows.map((row) => [row.business_date, row.partner_code, row.sales, row.prizes, row.commission, row.tickets]),
    ).toEqual([
      [DAY, 'ACE2-T1', '123450', '100025', '0', 12],
      [DAY_BEFORE, 'AOR1', '250075', '0', '1000', 3],
    ]);
    expect(rows[0]!.details).toEqual({ Observación: 'cierre tardío' });
  });

  it('imports a CSV with ; and decimal commas, and refuses what is neither a CSV nor an XLSX', async () => {
    const csv = '\uFEFFFecha;Asociado;Ventas;Premios\r\n10/03/2026;ACE1;"1.500,50";0\r\n';
    const answer = await importFile('admin', csv, 'ventas.csv', 'ARCHIVO_CSV');
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = (await list('admin', { external_system: 'ARCHIVO_CSV' })).data;
    expect(row).toMatchObject({ partner_code: 'ACE1', sales: '150050', currency: 'BS' });
    for (const [content, message] of [
      ['', 'El archivo está vacío.'],
      ['Fecha;Asociado;Ventas\r\n', 'El archivo no tiene filas de datos debajo de los nombres de las columnas.'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]), 'El archivo no es un libro de Excel (XLSX) válido.'],
    ] as const) {
      const refused = await importFile('admin', content, 'x.csv');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'file', message }]);
    }
  });

  it('refuses bad rows with the row and field in Spanish, and then writes nothing', async () => {
    const before = await countRows();
    const answer = await importJson('admin', [
      { fecha: DAY, asociado: 'ACE1-T2', ventas: '100' },
      { fecha: DAY, asociado: 'ACE1-T2' },
      { fecha: DAY, asociado: 'ABO1', ventas: '100' },
      { fecha: '2999-01-01', asociado: 'ACE1-T2', ventas: '-5' },
      { fecha: DAY, asociado: 'DCE', ventas: '100' },
      { fecha: DAY, asociado: 'ace1-t2', ventas: '100', moneda: 'BS' },
      { fecha: '10/03/2026', asociado: 'ACE1-T2', ventas: '10.50', moneda: 'EUR' },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Hay 9 errores en las filas; no se importó nada.',
    });
    expect(answer.json().fields).toEqual([
      { field: 'rows.2.sales', message: 'Fila 2, ventas: falta.' },
      { field: 'rows.3.partner_code', message: 'Fila 3, asociado: el asociado «ABO1» no existe.' },
      { field: 'rows.4.business_date', message: 'Fila 4, fecha: no puede ser una fecha futura.' },
      { field: 'rows.4.sales', message: 'Fila 4, ventas: debe ser un número entero de céntimos, sin signo.' },
      { field: 'rows.5.partner_code', message: 'Fila 5, asociado: «DCE» no es una agencia ni una taquilla.' },
      {
        field: 'rows.6.partner_code',
        message: 'Fila 6, asociado: repite el día, el asociado y la moneda de la fila 1.',
      },
      { field: 'rows.7.business_date', message: 'Fila 7, fecha: debe ser una fecha AAAA-MM-DD.' },
      { field: 'rows.7.currency', message: 'Fila 7, moneda: debe ser BS, USD, COP.' },
      { field: 'rows.7.sales', message: 'Fila 7, ventas: debe ser un número entero de céntimos, sin signo.' },
    ]);
    expect(await countRows()).toBe(before);
    const csv = importFile('admin', 'Fecha;Asociado;Ventas\r\n10/03/2026;ACE1;12,3456\r\n', 'x.csv');
    expect((await csv).json().fields).toEqual([
      {
        field: 'rows.2.sales',
        message: 'Fila 2, ventas: debe ser un monto positivo con hasta 2 decimales (1.234,50 o 1234.50).',
      },
    ]);
    expect(await countRows()).toBe(before);
  });

  it('is for A and S only, never in Panamá, each within its own subtree', async () => {
    for (const username of ['admin.pa', 'distribuidor', 'agencia', 'taquilla']) {
      expect((await kit.call(username, { method: 'GET', url: listExternalReports.path })).statusCode, username).toBe(
        403,
      );
      expect((await importJson(username, [{ fecha: DAY, asociado: 'APA1', ventas: '1' }])).statusCode).toBe(403);
    }
    expect((await importJson('admin.co', [{ fecha: DAY, asociado: 'ABO1', ventas: '900' }])).statusCode).toBe(200);
    expect((await list('admin.co')).data.map((row) => row.partner_code)).toEqual(['ABO1']);
    expect((await list('admin')).data.map((row) => row.partner_code)).not.toContain('ABO1');
    const outsider = await kit.call('admin', {
      method: 'GET',
      url: listExternalReports.path,
      query: { partner_id: String(await kit.partnerId('ABO1')) },
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('shows beside our own sales in the general report, never added to them', async () => {
    await kit.ticket({ taquilla: 'ACE1-T1', plays: [{ product: 'Lotto Activo', amount: 500 }] });
    await kit.fold();
    const general = async (query: Record<string, string>) => {
      const answer = await kit.call('admin', {
        method: 'GET',
        url: listGeneralReport.path,
        query: { from_date: DAY, to_date: DAY, currency: 'BS', ...query },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json<GeneralReportPage>();
      return page.data.map((row) => [row.partner_code, row.sales, row.external_sales, row.has_external]);
    };
    // An agency's own import has no taquilla: it stays the agency's own row at the taquilla level.
    expect(await general({ level: 'TAQUILLA' })).toEqual([
      ['ACE1', '0', '150050', true],
      ['ACE1-T1', '500', '170000', true],
      ['ACE2-T1', '0', '123450', true],
    ]);
    // At the agency level, ACE1's row holds its own import and its taquillas'.
    expect(await general({ level: 'AGENCIA' })).toEqual([
      ['ACE1', '500', '320050', true],
      ['ACE2', '0', '123450', true],
    ]);
    expect(await general({ product_id: String(await lottoId()) })).toEqual([['DCE', '500', '0', false]]);
  });
});

describe('POST /api/v2/admin/reports/external-reports/export', () => {
  it('writes an XLSX whose rows read back equal the list, and refuses Panamá', async () => {
    const answer = await kit.call('admin', {
      method: 'POST',
      url: exportExternalReports.path,
      payload: { from_date: DAY_BEFORE, to_date: DAY, format: 'xlsx' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="reportes-externos-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    const titles = lines.findIndex((line) => line[0] === 'Día');
    const rows = lines.slice(titles + 1).filter((line) => !String(line[0]).startsWith('Total'));
    const page = await list('admin');
    expect(rows.map((line) => [line[1], line[4], String(Math.round(Number(line[5]) * 100))])).toEqual(
      page.data.map((row) => [row.partner_code, row.currency, row.sales]),
    );
    const pa = await kit.call('admin.pa', {
      method: 'POST',
      url: exportExternalReports.path,
      payload: { format: 'csv' },
    });
    expect(pa.statusCode).toBe(403);
  });
});

async function lottoId(): Promise<number> {
  const [row] = await kit.rows<{ id: number }>(sql`SELECT id FROM products WHERE name = 'Lotto Activo'`);
  return row!.id;
}
