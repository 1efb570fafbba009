import {
  awardRaffle,
  createDraw,
  createSale,
  listGeneralProducts,
  listLotteryResults,
  payPrize,
  saveResult,
} from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { auth, hhmm, tokenOf } from './api-helpers';

/**
 * The detailed-prize report (balance-report › detailed-prize) after a real flow: the demo seller
 * sells on a draw of its own, the draw closes, the administrator loads its result and awards it,
 * one prize is paid at the taquilla; the report shows each prize with its state, and its export
 * downloads a spreadsheet that opens with the same rows.
 */

const ZONE = 'America/Caracas';
/** Agencia Centro 1 closes its sales this many minutes before each draw. */
const AGENCY_CLOSE_MINUTES = 10;
const REPORT = '/admin/administrative/balance-report/detailed-prize';

function bancaClock(): { minutes: number; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return { minutes: part('hour') * 60 + part('minute'), seconds: part('second') };
}

/** A La Granjita draw of today at `minutes` (sales closing 10 minutes before), and its occurrence. */
async function makeDraw(request: APIRequestContext, admin: string, minutes: number) {
  const products = (await (await request.get(listGeneralProducts.path, { headers: auth(admin) })).json()) as {
    id: number;
    name: string;
    lottery_id: number;
  }[];
  const product = products.find((candidate) => candidate.name === 'La Granjita')!;
  for (let time = minutes; time < 24 * 60; time += 1) {
    const name = `Granjita premios ${Date.now().toString(36)}`;
    const created = await request.post(createDraw.path, {
      headers: auth(admin),
      data: {
        product_id: product.id,
        name,
        draw_time: hhmm(time),
        slot: 3,
        display_order: 7,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        close_minutes: AGENCY_CLOSE_MINUTES,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(200);
    const draw = (await created.json()) as { id: number };
    const results = await request.get(`${listLotteryResults.path}?lottery_id=${product.lottery_id}`, {
      headers: auth(admin),
    });
    const rows = ((await results.json()) as { data: { draw_id: number; occurrence_id: number; close_at: string }[] })
      .data;
    const occurrence = rows.find((row) => row.draw_id === draw.id)!;
    return { name, occurrenceId: occurrence.occurrence_id, closeAt: Date.parse(occurrence.close_at) };
  }
  throw new Error('No hay una hora libre para un sorteo de La Granjita.');
}

async function sell(request: APIRequestContext, seller: string, occurrenceId: number, number: string, amount: string) {
  const sale = await request.post(createSale.path, {
    headers: { ...auth(seller), 'idempotency-key': `e2e-prize-${Date.now()}-${number}-${amount}` },
    data: { plays: [{ occurrence_id: occurrenceId, bet_type: 'ANIMALITO', number, amount }] },
  });
  expect(sale.status(), await sale.text()).toBe(200);
  return ((await sale.json()) as { ticket: { serial: string; security_code: string } }).ticket;
}

test('an awarded draw’s prizes show in Premios detallados with their state, and the export opens', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const clock = bancaClock();
  test.skip(
    clock.minutes >= 23 * 60 + 40 || clock.minutes < 5,
    'Cerca de la medianoche el sorteo de prueba caería en otro día.',
  );
  const closeMinute = clock.minutes + (clock.seconds < 40 ? 1 : 2);
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDraw(request, admin, closeMinute + AGENCY_CLOSE_MINUTES);
  const seller = await tokenOf(request, 'taquilla');
  const paid = await sell(request, seller, draw.occurrenceId, '12', '1000');
  const owed = await sell(request, seller, draw.occurrenceId, '12', '500');
  const lost = await sell(request, seller, draw.occurrenceId, '13', '700');

  await expect.poll(() => Date.now() >= draw.closeAt + 1000, { timeout: 150_000, intervals: [2000] }).toBe(true);
  const result = await request.post(saveResult.path, {
    headers: auth(admin),
    data: { occurrence_id: draw.occurrenceId, number: '12' },
  });
  expect(result.status(), await result.text()).toBe(200);
  const award = await request.post(awardRaffle.path, {
    headers: auth(admin),
    data: { occurrence_id: draw.occurrenceId },
  });
  expect(award.status(), await award.text()).toBe(200);
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
