import { listGeneralReport, listPartners, type GeneralReportPage } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { auth, authInBancaZone, bancaDay, tokenOf } from './api-helpers';
import { makeReportDraw, sellPlay } from './sale-draws';

/**
 * Reports › Ventas generales and Reportes externos against what just happened: the agency's user
 * sells at its third taquilla (Taquilla Centro 1-3, which no other flow sells at), and the banca
 * administrator finds the sale in the taquilla's row, drills down to it, and exports the report;
 * then imports an external system's figures and sees them beside our own sales.
 */

const SCREEN = '/admin/administrative/balance-report/general-sales';
const TAQUILLA = 'Taquilla Centro 1-3';
const AMOUNT = 1700;

/** An amount in céntimos as the screens write it in bolívares. */
const bolivares = (minor: number) =>
  `Bs ${new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2 }).format(minor / 100)}`;

/** The taquilla's row of today's report, level taquilla, in bolívares, as the API gives it. */
async function taquillaRow(request: APIRequestContext, admin: string) {
  const answer = await request.get(`${listGeneralReport.path}?level=TAQUILLA&currency=BS&per_page=500`, {
    headers: authInBancaZone(admin),
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as GeneralReportPage).data.find((row) => row.partner_name === TAQUILLA);
}

test('the administrator finds what was just sold in the taquilla’s row, drills down to it, and exports it', async ({
  page,
  request,
  signInAs,
}) => {
  // A Lotto Activo draw late today: open now, after the agency's 10 minutes of close.
  const { admin, draw } = await makeReportDraw(request);
  const before = BigInt((await taquillaRow(request, admin))?.sales ?? '0');
  const partners = await request.get(`${listPartners.path}?kind=TAQUILLA`, { headers: auth(admin) });
  const taquillaId = ((await partners.json()) as { data: { id: number; name: string }[] }).data.find(
    (partner) => partner.name === TAQUILLA,
  )!.id;
  await sellPlay(
    request,
    await tokenOf(request, 'agencia'),
    { occurrenceId: draw.occurrenceId, number: '12', amount: String(AMOUNT) },
    { taquillaId },
  );
  // The report reads totals folded about a second behind the sales.
  const expected = before + BigInt(AMOUNT);
  await expect.poll(async () => (await taquillaRow(request, admin))?.sales).toBe(String(expected));

  await signInAs('admin');
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas generales' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ventas generales de Banca Venezuela' });
  await table.getByRole('button', { name: 'Ver el detalle de Distribuidora Centro' }).click();
  await page
    .getByRole('table', { name: 'Ventas generales de Distribuidora Centro' })
    .getByRole('button', { name: 'Ver el detalle de Agencia Centro 1' })
    .click();
  const agency = page.getByRole('table', { name: 'Ventas generales de Agencia Centro 1' });
  const row = agency.getByRole('row').filter({ hasText: TAQUILLA });
  await expect(row).toContainText(bolivares(Number(expected)));
  await expect(agency.getByRole('row', { name: /^Total/ }).first()).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Ruta del asociado' });
  await expect(trail).toContainText('Banca Venezuela');
  await expect(trail).toContainText('Distribuidora Centro');

  // The file of the same view: the taquilla's row, and totals that add up its rows.
  await page.getByLabel('Moneda').click();
  await page.getByRole('option', { name: /^Bolivares/ }).click();
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ventas-generales-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getCell('A1').value).toBe('Ventas generales');
  const lines: unknown[][] = [];
  sheet.eachRow((line) => lines.push((line.values as unknown[]).slice(1)));
  const titles = lines.findIndex((line) => line[0] === 'Código');
  const rows = lines.slice(titles + 1).filter((line) => !String(line[0]).startsWith('Total'));
  const cents = (value: unknown) => Math.round(Number(value) * 100);
  expect(rows.find((line) => line[1] === TAQUILLA)?.[4]).toBe(Number(expected) / 100);
  const total = lines.find((line) => String(line[0]).startsWith('Total'))!;
  expect(cents(total[4])).toBe(rows.reduce((sum, line) => sum + cents(line[4]), 0));
});

test('the administrator imports an external system’s figures and sees them beside our own sales', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/admin/administrative/balance-report/external-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes externos' })).toBeVisible();
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar ventas externas' });
  await dialog.getByRole('radio', { name: 'JSON' }).check();
  const json = dialog.getByRole('textbox', { name: 'Filas en JSON' });
  await json.fill(JSON.stringify([{ Fecha: bancaDay(), 'Codigo asociado': 'ACE1-T3' }]));
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByRole('list', { name: 'Errores por fila' })).toContainText('Fila 1, ventas: falta.');

  await json.fill(
    JSON.stringify([
      { Fecha: bancaDay(), 'Codigo asociado': 'ACE1-T3', Ventas: '250000', 'Punto de venta': 'Kiosco 4' },
    ]),
  );
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Se importaron 1 filas: 1 nuevas y 0 reemplazadas.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const imported = page
    .getByRole('table', { name: 'Ventas de sistemas externos' })
    .getByRole('row')
    .filter({ hasText: 'ACE1-T3' });
  await expect(imported).toContainText('Bs 2.500,00');
  await expect(imported).toContainText('Punto_de_venta: Kiosco 4');

  await page.goto(`${SCREEN}?level=TAQUILLA&currency=BS`);
  const row = page
    .getByRole('table', { name: 'Ventas generales de Banca Venezuela' })
    .getByRole('row')
    .filter({ hasText: TAQUILLA });
  await expect(row).toContainText('Bs 2.500,00');
});
