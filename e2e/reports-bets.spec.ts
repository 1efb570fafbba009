import { listDailyBets, type DailyBetsPage } from '@banca/contracts';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { authInBancaZone, bancaDay, tokenOf } from './api-helpers';
import { makeReportDraw, sellPlay } from './sale-draws';

/**
 * Reports › Jugadas diarias against what a seller just sold: the demo seller (Taquilla 1 of
 * Agencia Centro 1) sells a number on a draw of the test's own, and the banca administrator finds
 * it among the day's plays, then the number's plays by day, and in the exported workbook.
 */

const SCREEN = '/admin/administrative/balance-report/betsDailyReports';
const NUMBER = '31';

/** Today on the banca's clock, as the screen writes a day (dd/mm/aaaa). */
const bancaToday = () => bancaDay().split('-').reverse().join('/');

test('the administrator finds what the seller just sold among the day’s plays, by number, and in the workbook', async ({
  page,
  request,
  signInAs,
}) => {
  // The seller's agency closes 10 minutes before each draw; the test's draw is at 23:30 or later.
  const { admin, draw } = await makeReportDraw(request);
  const seller = await tokenOf(request, 'taquilla');
  await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: NUMBER, amount: '1700' });
  // The reports read totals folded about a second behind the sales.
  await expect
    .poll(async () => {
      const answer = await request.get(`${listDailyBets.path}?number=${NUMBER}&per_page=500`, {
        headers: authInBancaZone(admin),
      });
      return ((await answer.json()) as DailyBetsPage).data.some((row) => row.occurrence_id === draw.occurrenceId);
    })
    .toBe(true);

  await signInAs('admin');
  await page.goto(`${SCREEN}?number=${NUMBER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jugadas diarias' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Jugadas del día' })).toHaveAttribute('aria-selected', 'true');
  const daily = page.getByRole('table', { name: 'Jugadas del día por sorteo y número' });
  const sold = daily.getByRole('row').filter({ hasText: draw.name });
  await expect(sold).toHaveCount(1);
  await expect(sold).toContainText('Bs 17,00');
  await expect(sold).toContainText('Bs 510,00'); // paid at × 30 if 31 comes out
  await expect(sold).toContainText('Por adjudicar');
  await expect(page.getByRole('figure', { name: 'Los 10 números más jugados (BS)' })).toBeVisible();

  // The number's plays by day and draw, opened from its row.
  await sold.getByRole('button', { name: `Ver el número ${NUMBER} por día` }).click();
  await expect(page.getByRole('tab', { name: 'Por número' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`vista=numero.*number=${NUMBER}|number=${NUMBER}.*vista=numero`));
  const byNumber = page.getByRole('table', { name: 'Jugadas del número por día y sorteo' });
  const day = byNumber.getByRole('row').filter({ hasText: draw.name });
  await expect(day).toHaveCount(1);
  await expect(day).toContainText(bancaToday());
  await expect(day).toContainText('Bs 17,00');

  // The server's workbook of the same view holds the same row.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jugadas-por-numero-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe('Jugadas por número');
  const amounts: unknown[] = [];
  sheet.eachRow((row) => {
    if (row.getCell(3).value === draw.name) amounts.push(row.getCell(9).value);
  });
  expect(amounts).toEqual([17]);
});

test('a seller cannot open the report, and a Venezuelan administrator has no Panamá view', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto(`${SCREEN}?vista=panama`);
  await expect(page.getByRole('tab', { name: 'Jugadas del día' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Terminales Panamá' })).toHaveCount(0);

  await signInAs('admin.pa');
  await page.goto(`${SCREEN}?vista=panama`);
  await expect(page.getByRole('tab', { name: 'Terminales Panamá' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Jugadas diarias por taquilla de Panamá' })).toBeVisible();

  await signInAs('taquilla');
  await page.goto(SCREEN);
  await expect(page.getByRole('table', { name: 'Jugadas del día por sorteo y número' })).toHaveCount(0);
  await expect(page).not.toHaveURL(new RegExp(SCREEN));
});
