import { saveResult } from '@banca/contracts';
import { expect, test } from './fixtures';
import { auth, bancaMinutes, tokenOf } from './api-helpers';
import { makeDraw } from './sale-draws';
import { screenshotsOf } from './screenshots';

/** The award screen (/admin/tools/award-raffle) and the results report, as the banca administrator uses them. */

test('admin loads a result, awards the draw, and the results report shows it', async ({ page, signInAs, request }) => {
  // A Triple Zulia draw of today whose sales have already closed (its time is this minute or just
  // before, closing 0 minutes ahead), so that its result can be loaded now.
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDraw(request, admin, 'Triple Zulia', bancaMinutes(), 0, { search: 'earlier' });
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Premiar sorteo' }).click();
  await expect(page).toHaveURL('/admin/tools/award-raffle');
  await expect(page.getByRole('heading', { level: 1, name: 'Premiar sorteo' })).toBeVisible();
  await page.goto(`/admin/tools/award-raffle?lottery_id=${draw.lotteryId}`);

  const table = page.getByRole('table', { name: 'Sorteos del día' });
  const row = table.getByRole('row').filter({ hasText: draw.name });
  await expect(row).toContainText('Cerrado');
  await expect(row).toContainText('Sin resultado');
  await row.getByRole('button', { name: `Cargar resultado de ${draw.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Cargar resultado · ${draw.name}` });
  await dialog.getByRole('textbox', { name: 'Número' }).fill('12');
  await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
  // The server refuses two digits for a triple, and says so on the field; the sign is missing too.
  await expect(dialog.getByText('exactamente 3 dígitos')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Número' }).fill('123');
  await dialog.getByRole('combobox', { name: 'Signo' }).click();
  await page.getByRole('option', { name: '5 · Leo' }).click();
  await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Resultado guardado.')).toBeVisible();
  await expect(row).toContainText('123 · Leo');
  await expect(row).toContainText('Con resultado');

  await row.getByRole('button', { name: `Premiar ${draw.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Premiar ${draw.name}` });
  await expect(confirm).toContainText('123 · Leo');
  await confirm.getByRole('button', { name: 'Premiar' }).click();
  const summary = page.getByRole('dialog', { name: 'Resumen de la premiación' });
  await expect(summary.getByRole('list', { name: 'Resumen de la premiación' })).toContainText('Jugadas ganadoras');
  await summary.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Premiado');

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL('/admin/administrative/balance-report/results');
  await page.goto(`/admin/administrative/balance-report/results?lottery_id=${draw.lotteryId}`);
  const report = page
    .getByRole('table', { name: 'Resultados de los sorteos' })
    .getByRole('row')
    .filter({ hasText: draw.name });
  await expect(report).toContainText('123 · Leo');
  await expect(report).toContainText('Premiado');
});

test("an agency's administrator reads the day's results (today unless another date is chosen)", async ({
  page,
  signInAs,
}) => {
  await signInAs('agencia');
  await page.goto('/admin/administrative/balance-report/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Fecha' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const table = page.getByRole('table', { name: 'Resultados de los sorteos' });
  await expect(table.getByRole('row').filter({ hasText: 'Lotto Activo' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Fecha' }).fill('01/01/2001');
  await expect(table.getByRole('status')).toHaveText('No hay sorteos en esta fecha');
});

test('a distributor with the awarding permission awards what the banca loaded, and is never offered to load a result', async ({
  page,
  signInAs,
  request,
}) => {
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDraw(request, admin, 'Triple Zulia', bancaMinutes(), 0, { search: 'earlier' });
  await signInAs('distribuidor');
  await page.goto(`/admin/tools/award-raffle?lottery_id=${draw.lotteryId}`);
  await expect(
    page.getByText('Premie los sorteos cuyo resultado ya cargó la administración de la banca'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Consultar proveedor' })).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Sorteos del día' }).getByRole('row').filter({ hasText: draw.name });
  await expect(row).toContainText('Sin resultado');
  await expect(row).toContainText('Lo carga la banca');
  await expect(row.getByRole('button')).toHaveCount(0);
  await screenshotsOf(page, 'award-raffle-distributor');

  const saved = await request.post(saveResult.path, {
    headers: auth(admin),
    data: { occurrence_id: draw.occurrenceId, number: '321', sign: 5 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(row).toContainText('Con resultado', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: `Cargar resultado de ${draw.name}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Premiar ${draw.name}` }).click();
  await page.getByRole('dialog', { name: `Premiar ${draw.name}` }).getByRole('button', { name: 'Premiar' }).click();
  await page.getByRole('dialog', { name: 'Resumen de la premiación' }).getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Premiado');
});
