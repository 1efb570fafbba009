import {
  listGrossSales,
  listOnlineSalesSummary,
  type GrossSalePage,
  type OnlineSalesSummaryPage,
} from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { authInBancaZone, tokenOf } from './api-helpers';
import { makeDraw, sellPlay, skipNearMidnight } from './sale-draws';

/**
 * Reports › Ventas brutas, Ventas diarias and Ventas en línea against what just happened: the
 * demo seller sells at a terminal, the banca administrator finds the sale in the gross sales'
 * totals and exports them, and the distributor above the seller sees the terminal's figures and
 * the day's tickets by status.
 */

const REPORTS = '/admin/administrative/balance-report';
const AMOUNT = 2300;

/** An amount in céntimos as the screens write it in bolívares. */
const bolivares = (minor: bigint) =>
  `Bs ${new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2 }).format(Number(minor) / 100)}`;

/** Today's gross sales in bolívares of one product, as `who` reads them from the API. */
async function grossSalesToday(request: APIRequestContext, token: string, productId: number): Promise<bigint> {
  const answer = await request.get(`${listGrossSales.path}?currency=BS&product_id=${productId}&per_page=1`, {
    headers: authInBancaZone(token),
  });
  expect(answer.status()).toBe(200);
  return BigInt(((await answer.json()) as GrossSalePage).totals[0]?.sales ?? '0');
}

/** Today's terminal tickets in bolívares, as `who` reads them from the API. */
async function terminalTickets(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get(`${listOnlineSalesSummary.path}?currency=BS`, { headers: authInBancaZone(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as OnlineSalesSummaryPage).data.find((row) => row.channel === 'TERMINAL')?.tickets ?? 0;
}

test.describe.configure({ mode: 'serial' });

test('a terminal sale shows in the administrator’s gross sales totals, and their file opens with the same totals', async ({
  page,
  request,
  signInAs,
}) => {
  // Only while the flow could cross midnight: it reads the day's totals before and after its sale.
  skipNearMidnight(23 * 60 + 58);
  const admin = await tokenOf(request, 'admin');
  // A product no other browser test sells, so that the totals move only with this sale.
  // Late today: open now, after the agency's 10 minutes of close (tomorrow's when too late, still a sale of today).
  const { productId, occurrenceId } = await makeDraw(request, admin, 'Triple Caracas', 23 * 60 + 40, 0, {
    forSale: true,
  });
  const before = await grossSalesToday(request, admin, productId);
  await sellPlay(
    request,
    await tokenOf(request, 'taquilla'),
    { occurrenceId, betType: 'TRIPLE', number: '021', amount: String(AMOUNT) },
    { channel: 'TERMINAL' },
  );
  // The reports read totals folded about a second behind the sales.
  const expected = before + BigInt(AMOUNT);
  await expect.poll(() => grossSalesToday(request, admin, productId)).toBe(expected);

  await signInAs('admin');
  await page.goto(`${REPORTS}/grossSales?currency=BS&product_id=${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas brutas' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Ventas, premios y neto por producto' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ventas brutas por día y producto' });
  const triple = table.getByRole('row').filter({ hasText: 'Triple Caracas' });
  await expect(triple).toHaveCount(1);
  const totals = table.getByRole('row', { name: 'Total' });
  await expect(totals).toContainText(bolivares(expected));

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ventas-brutas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe('Ventas brutas');
  expect(String(sheet.getCell('A2').value)).toContain('Moneda: BS');
  const titles = (sheet.getRow(6).values as unknown[]).slice(1);
  const salesColumn = titles.indexOf('Ventas') + 1;
  let fileTotal: unknown = null;
  sheet.eachRow((row) => {
    if (/^Total( BS)?$/.test(String(row.getCell(1).value))) fileTotal = row.getCell(salesColumn).value;
  });
  expect(fileTotal).toBe(Number(expected) / 100);
});

test('the distributor above the seller sees the terminal’s figures and today’s tickets by status, and nothing of another branch', async ({
  page,
  request,
  signInAs,
}) => {
  // The day's tickets hold the sale of the flow above, made on the same business day.
  skipNearMidnight(23 * 60 + 58);
  const distributor = await tokenOf(request, 'distribuidor');
  // The terminal sale of the flow above is one of them.
  const tickets = await terminalTickets(request, distributor);
  expect(tickets).toBeGreaterThan(0);
  await signInAs('distribuidor');

  await page.goto(`${REPORTS}/salesOnline`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas en línea' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen por canal' });
  const terminal = summary.getByRole('region', { name: /^Terminal/ });
  await expect(terminal).toContainText(new Intl.NumberFormat('es-VE').format(tickets));
  const detail = page.getByRole('table', { name: 'Ventas en línea por día, asociado y canal' });
  await expect(detail.getByRole('row').nth(1)).toBeVisible();
  await expect(detail).not.toContainText('Oriente');

  await page.goto(`${REPORTS}/daily-sales`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas diarias' })).toBeVisible();
  const byPartner = page.getByRole('table', { name: 'Ventas diarias por asociado' });
  await expect(byPartner.getByRole('row').nth(1)).toBeVisible();
  await expect(byPartner).not.toContainText('Oriente');
  await page.getByLabel('Agrupar por').click();
  await page.getByRole('option', { name: 'Taquilla' }).click();
  await expect(page).toHaveURL(/level=TAQUILLA/);
  await expect(byPartner).toContainText('(Taquilla)');
  const byStatus = page.getByRole('region', { name: 'Tickets por estado' });
  await expect(byStatus.getByRole('table', { name: 'Tickets jugados por estado' })).toBeVisible();
});
