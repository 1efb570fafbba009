import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { exportSalesProbe, pdfText, probeServer, type ProbeSale } from '../../../test/kits/file-answer-test-kit';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await build();
  app = await probeServer(t.database.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const exportAs = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: exportSalesProbe.path, payload, headers: { 'x-timezone': 'America/Caracas' } });

describe('a file answer over HTTP', () => {
  it('answers XLSX with the title block, Spanish titles, money as numbers and a totals row per currency', async () => {
    const answer = await exportAs({ format: 'xlsx', from: '2025-03-01', rows: 5 });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="ventas-de-prueba-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''ventas-de-prueba-/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Ventas de prueba');
    expect(sheet.getCell('A2').value).toBe('Filtros: Desde: 01/03/2025 · Filas: 5');
    expect(String(sheet.getCell('A3').value)).toMatch(
      /^Exportado por Ana Pérez \(admin\) el \d\d\/\d\d\/\d{4} \d\d:\d\d \(America\/Caracas\)$/,
    );
    expect(sheet.getCell('E5').value).toBe('Importes');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Agencia', 'Ticket', 'Vendido', 'Moneda', 'Monto', 'Jugadas']);
    const first = sheet.getRow(7);
    expect(first.getCell(1).value).toBe('Agencia Ñandú 1');
    expect(first.getCell(2).value).toBe(1);
    // 12:00 UTC is 08:00 in Caracas: the sheet shows the caller's wall clock.
    expect((first.getCell(3).value as Date).toISOString()).toBe('2025-03-10T08:00:00.000Z');
    expect(first.getCell(5).value).toBe(1.5);
    expect(first.getCell(5).numFmt).toBe('"$" #,##0.00;"$" -#,##0.00');
    expect(sheet.getRow(8).getCell(5).numFmt).toBe('"Bs" #,##0.00;"Bs" -#,##0.00');
    // Totals: BS 2 + 4 → 9,00; USD 1 + 3 + 5 → 13,50; never one sum of both.
    expect(sheet.getRow(12).getCell(1).value).toBe('Total BS');
    expect(sheet.getRow(12).getCell(5).value).toBe(9);
    expect(sheet.getRow(12).getCell(6).value).toBe(2);
    expect(sheet.getRow(13).getCell(1).value).toBe('Total USD');
    expect(sheet.getRow(13).getCell(5).value).toBe(13.5);
    expect(sheet.getRow(13).getCell(6).value).toBe(3);
    expect(sheet.rowCount).toBe(13);
  });

  it('answers CSV for a Spanish spreadsheet: BOM, semicolons, decimal commas, totals', async () => {
    const answer = await exportAs({ format: 'csv', rows: 2 });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFVentas de prueba');
    expect(lines[1]).toBe('Filtros: Filas: 2');
    expect(lines.slice(4, 9)).toEqual([
      ';;;;Importes;Importes',
      'Agencia;Ticket;Vendido;Moneda;Monto;Jugadas',
      'Agencia Ñandú 1;1;10/03/2025 08:00;USD;1,50;1',
      'Agencia Ñandú 2;2;10/03/2025 08:00;BS;3,00;1',
      'Total BS;;;;3,00;1',
    ]);
    expect(lines[9]).toBe('Total USD;;;;1,50;1');
  });

  it('answers a PDF whose text holds the title, the rows and the totals', async () => {
    const answer = await exportAs({ format: 'pdf', rows: 3 });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Ventas de prueba',
      'Agencia Ñandú 3',
      '$ 4,50',
      'Bs 3,00',
      'Total USD',
      '$ 6,00',
      'Página 1',
    ]) {
      expect(text.replace(/\n/g, '')).toContain(expected);
    }
  });

  it('refuses a bad format with a Spanish 400 on its field, as JSON', async () => {
    const answer = await exportAs({ format: 'docx' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json().fields).toEqual([{ field: 'format', message: 'El formato debe ser xlsx, pdf o csv.' }]);
  });

  it('answers a query that fails before the first byte as the usual JSON error', async () => {
    const answer = await exportAs({ format: 'xlsx', fail: true });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('writes an empty list as the title block, the titles and a zero total', async () => {
    const answer = await exportAs({ format: 'csv', rows: 0 });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.split('\r\n').slice(5, 7)).toEqual([
      'Agencia;Ticket;Vendido;Moneda;Monto;Jugadas',
      'Total;;;;;0',
    ]);
  });
});

describe('a file answer stops reading when its caller goes away', () => {
  it('ends the cursor and gives its connection back', async () => {
    const { fileAnswer } = await import('./file-answer');
    const { cursorRows } = await import('./cursor-rows');
    const { probeQuery, PROBE_COLUMNS } = await import('../../../test/kits/file-answer-test-kit');
    let closed = false;
    const rows = cursorRows<ProbeSale>(t.database.db, probeQuery(50_000), 100);
    async function* watched() {
      try {
        yield* rows;
      } finally {
        closed = true;
      }
    }
    const answer = await fileAnswer('csv', {
      title: 'Ventas',
      fileName: 'ventas',
      filters: [],
      columns: PROBE_COLUMNS,
      rows: watched(),
      exportedBy: 'Ana',
      timezone: 'UTC',
      at: new Date(),
    });
    await new Promise<void>((resolve) =>
      answer.body.pipe(
        new Writable({
          highWaterMark: 1024,
          write(_chunk, _encoding, done) {
            // The first chunk arrives, then the caller hangs up.
            answer.body.destroy();
            done();
            resolve();
          },
        }),
      ),
    );
    await expect.poll(() => closed).toBe(true);
    // The pool still answers: the connection that held the cursor was released.
    const { rowsOf } = await import('../raw-query');
    const { sql } = await import('drizzle-orm');
    expect(await rowsOf(t.database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});
