import { payPrize } from '@banca/contracts';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { auth } from './api-helpers';
import { awardOnceClosed, makeDrawToAward, sellPlay } from './sale-draws';

/**
 * The detailed-prize report (balance-report › detailed-prize) after a real flow: the demo seller
 * sells on a draw of its own, the draw closes, the administrator loads its result and awards it,
 * one prize is paid at the taquilla; the report shows each prize with its state, and its export
 * downloads a spreadsheet that opens with the same rows.
 */

/** Agencia Centro 1 closes its sales this many minutes before each draw. */
const REPORT = '/admin/administrative/balance-report/detailed-prize';

test('an awarded draw’s prizes show in Premios detallados with their state, and the export opens', async ({
  page,
  request,
  signInAs,
}) => {
  const { admin, draw, seller } = await makeDrawToAward(request, 180_000);
  const { occurrenceId } = draw;
  const paid = await sellPlay(request, seller, { occurrenceId, number: '12', amount: '1000' });
  const owed = await sellPlay(request, seller, { occurrenceId, number: '12', amount: '500' });
  const lost = await sellPlay(request, seller, { occurrenceId, number: '13', amount: '700' });

  await awardOnceClosed(request, admin, draw, '12', 150_000);
  const payment = await request.post(payPrize.path, {
    headers: auth(seller),
    data: { serial: paid.serial, security_code: paid.security_code },
  });
  expect(payment.status(), await payment.text()).toBe(200);

  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Premios detallados' })
    .click();
  await expect(page).toHaveURL(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Premios detallados' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Premios detallados' });
  const rowOf = (serial: string) => table.getByRole('row').filter({ hasText: serial });
  await expect(rowOf(paid.serial)).toContainText('Pagado');
  await expect(rowOf(paid.serial)).toContainText('Bs 300,00');
  await expect(rowOf(paid.serial)).toContainText('Taquilla 1');
  await expect(rowOf(owed.serial)).toContainText('Por pagar');
  await expect(rowOf(owed.serial)).toContainText('Bs 150,00');
  await expect(rowOf(owed.serial)).toContainText(draw.name);
  await expect(rowOf(lost.serial)).toHaveCount(0);
  await expect(table.getByRole('row', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumen de premios' })).toContainText('Pagado');

  // The state filter lives in the URL and narrows the rows.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Por pagar' }).click();
  await expect(page).toHaveURL(/state=POR_PAGAR/);
  await expect(rowOf(owed.serial)).toBeVisible();
  await expect(rowOf(paid.serial)).toHaveCount(0);

  // The export holds the same rows as the screen's filters.
  await page.goto(REPORT);
  await expect(rowOf(paid.serial)).toBeVisible();
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^premios-detallados-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe('Premios detallados');
  const lines: unknown[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  const header = lines.find((line) => line[0] === 'Serial') as string[];
  const byTitle = (line: unknown[], title: string) => line[header.indexOf(title)];
  const lineOf = (serial: string) => lines.find((line) => line[0] === serial);
  expect([byTitle(lineOf(paid.serial)!, 'Premio'), byTitle(lineOf(paid.serial)!, 'Estado')]).toEqual([300, 'Pagado']);
  expect(byTitle(lineOf(paid.serial)!, 'Pagado en')).toBe('Taquilla 1');
  expect([byTitle(lineOf(owed.serial)!, 'Premio'), byTitle(lineOf(owed.serial)!, 'Estado')]).toEqual([
    150,
    'Por pagar',
  ]);
  expect(lineOf(lost.serial)).toBeUndefined();
  expect(lines.some((line) => String(line[0]).startsWith('Total'))).toBe(true);
});

test('another branch’s distributor does not see these prizes, and a seller cannot open the report', async ({
  page,
  signInAs,
}) => {
  await signInAs('distribuidor2');
  await page.goto(REPORT);
  await expect(page.getByRole('heading', { level: 1, name: 'Premios detallados' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Premios detallados' });
  await expect(table.getByRole('status')).toHaveText('No hay premios en el período');

  // A seller is sent back to its own home.
  await signInAs('taquilla');
  await page.goto(REPORT);
  await expect(page).toHaveURL('/ticket-office/sell');
});
