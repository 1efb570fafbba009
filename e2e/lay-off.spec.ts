import ExcelJS from 'exceljs';
import { listLayOff, type LayOffPage } from '@banca/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authInBancaZone, tokenOf } from './api-helpers';
import { lateLottoDrawToSell, sellPlay } from './sale-draws';

/**
 * Lista de descarga (ADR 058): the banca's administrator sets what the banca holds on Lotto
 * Activo (Bs 1.000,00 of payout) in «Umbrales de riesgo»; the seller sells two numbers of a new
 * draw over it (× 30) and one under it; the list shows the two with their excess and the stake to
 * pass on, the workbook holds the same figures. A distributor reads its own branch's sales only.
 */

/** Sold (minor units) per number: 27 and 29 pay more than the hold if they come out, 28 less. */
const SALES = { '27': '5000', '28': '2000', '29': '4000' } as const;

/** The table's row of `number` (its first cell). */
const rowOf = (page: Page, number: string) =>
  page
    .getByRole('table', { name: 'Lista de descarga' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) });

test('the administrator sets the hold, reads the excess per number and exports it; a distributor sees its branch only', async ({
  page,
  request,
  signInAs,
}) => {
  const { seller, draw } = await lateLottoDrawToSell(request, 23 * 60 + 54);
  for (const [number, amount] of Object.entries(SALES)) {
    await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number, amount });
  }

  await signInAs('admin');
  await page.goto('/admin/tools/risk-thresholds');
  await page.getByRole('button', { name: 'Nuevo umbral' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo umbral de riesgo' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Pago posible que la banca retiene (lista de descarga)' }).click();
  await dialog.getByRole('textbox', { name: 'Pago posible mayor que' }).fill('1000');
  await dialog.getByRole('combobox', { name: 'Alcance' }).click();
  await page.getByRole('option', { name: /^Lotto Activo \(/ }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Umbrales de riesgo' }).getByRole('row').filter({ hasText: 'retiene Bs 1.000,00' }),
  ).toContainText('Lotto Activo');

  await page.goto('/admin/dashboards/sales');
  await page.getByRole('link', { name: 'Lista de descarga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de descarga' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sorteo' }).click();
  // The draw's own occurrence (today's, or tomorrow's near midnight), not the other day's.
  const drawDay = draw.drawDate.split('-').reverse().join('/');
  await page.getByRole('option', { name: new RegExp(`Lotto Activo · ${draw.name} · ${drawDay}`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]occurrence_id=${draw.occurrenceId}`));
  // 50,00 × 30 = 1.500,00: 500,00 over the hold, 16,67 to pass on (rounded up); 40,00 × 30: 200,00 and 6,67.
  const first = rowOf(page, '27');
  for (const text of ['Bs 50,00', 'Bs 1.500,00', 'Bs 1.000,00', 'Bs 500,00', 'Bs 16,67']) {
    await expect(first).toContainText(text);
  }
  for (const text of ['Bs 40,00', 'Bs 1.200,00', 'Bs 200,00', 'Bs 6,67'])
    await expect(rowOf(page, '29')).toContainText(text);
  await expect(rowOf(page, '28')).toHaveCount(0);

  // The server's workbook of the same list holds the same figures.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lista-de-descarga.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe('Lista de descarga');
  const figures: Record<string, unknown[]> = {};
  sheet.eachRow((row) => {
    const number = String(row.getCell(1).value);
    if (number in SALES) figures[number] = [3, 5, 6, 7, 8].map((column) => row.getCell(column).value);
  });
  expect(figures).toEqual({ '27': [50, 1500, 1000, 500, 16.67], '29': [40, 1200, 1000, 200, 6.67] });

  // The seller's distributor finds its branch's numbers; another distributor's branch sold none of them.
  await signInAs('distribuidor');
  await page.goto(`/admin/tools/lay-off?occurrence_id=${draw.occurrenceId}`);
  await expect(rowOf(page, '27')).toContainText('Bs 500,00');
  const other = await tokenOf(request, 'distribuidor2');
  const answer = await request.get(listLayOff.path, {
    headers: authInBancaZone(other),
    params: { occurrence_id: draw.occurrenceId },
  });
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as LayOffPage).data).toEqual([]);
  await signInAs('distribuidor2');
  await page.goto(`/admin/tools/lay-off?occurrence_id=${draw.occurrenceId}`);
  await expect(page.getByText('Ningún número supera lo que la banca retiene.')).toBeVisible();
});

test('an agency has no lay-off list: the API refuses it and the page sends it home', async ({
  page,
  request,
  signInAs,
}) => {
  const agency = await signInAs('agencia');
  const refused = await request.get(listLayOff.path, { headers: authInBancaZone(agency.access_token) });
  expect(refused.status()).toBe(403);
  await page.goto('/admin/tools/lay-off');
  await expect(page).not.toHaveURL(/\/admin\/tools\/lay-off/);
});
