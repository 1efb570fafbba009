import { readFile } from 'node:fs/promises';
import { listRegulatorReport, type RegulatorPage } from '@banca/contracts';
import ExcelJS from 'exceljs';
import { auth, tokenOf } from './api-helpers';
import { expect, test } from './fixtures';
import { makeReportDraw, sellPlay } from './sale-draws';

/**
 * Reporte al regulador (docs/REGULATOR_EXPORT.md): the administrator reaches it from the Huella
 * diaria, finds today's terminal sale on its draw and taquilla, and takes the manifest and the Excel
 * file, which hold that row; a distributor is sent home from its address.
 */
test('a terminal sale shows in the regulator report, its manifest and its Excel file', async ({
  page,
  request,
  signInAs,
}) => {
  const { admin, draw } = await makeReportDraw(request);
  await sellPlay(
    request,
    await tokenOf(request, 'taquilla'),
    { occurrenceId: draw.occurrenceId, number: '17', amount: '4300' },
    { channel: 'TERMINAL' },
  );
  // The report reads the sales folded about a second behind them.
  const soldOnDraw = async () => {
    const answer = await request.get(listRegulatorReport.path, { headers: auth(admin), params: { per_page: 500 } });
    const rows = ((await answer.json()) as RegulatorPage).data;
    return rows.find((row) => row.draw_id === draw.drawId && row.channel === 'TERMINAL')?.sold ?? null;
  };
  await expect.poll(soldOnDraw).toBe('4300');

  await signInAs('admin');
  await page.goto('/admin/tools/day-digests');
  await page.getByRole('link', { name: 'Reporte al regulador' }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/regulator-report/);
  const table = page.getByRole('table', { name: 'Reporte al regulador' });
  const line = table.getByRole('row').filter({ hasText: `Lotto Activo ${draw.time}` });
  await expect(line.first()).toContainText('43,00');

  const manifestDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Manifiesto (JSON)' }).click();
  const manifestFile = await manifestDownload;
  expect(manifestFile.suggestedFilename()).toMatch(/^manifiesto-regulador-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.json$/);
  const manifest = JSON.parse(await readFile(await manifestFile.path(), 'utf8')) as { format: string; rows: number };
  expect(manifest.format).toBe('regulador/v1');
  expect(manifest.rows).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reporte-regulador-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(String(sheet.getCell('A1').value)).toContain('Reporte al regulador');
  // Columns 5 and 10 are the draw's time and the sale channel.
  const terminalOnDraw: unknown[] = [];
  sheet.eachRow((row) => {
    if (row.getCell(5).value === draw.time && row.getCell(10).value === 'TERMINAL')
      terminalOnDraw.push(row.getCell(13).value);
  });
  expect(terminalOnDraw).toContain(43);
});

test('a distributor is sent home from the regulator report’s address', async ({ page, signInAs }) => {
  await signInAs('distribuidor');
  await page.goto('/admin/tools/regulator-report');
  await expect(page).not.toHaveURL(/\/admin\/tools\/regulator-report/);
});
