import { savePollaType } from '@banca/contracts';
import { auth, tokenOf } from './api-helpers';
import { expect, test } from './fixtures';
import { makeDraw } from './sale-draws';
import { screenshotsOf } from './screenshots';

/**
 * Potes semanales, as the banca's administrator keeps them: the week's pote of a polla type of its
 * own (its draw may be at any hour: nothing is sold here), a payment into it, the pote in the list
 * and the type's percentages written like every other percentage.
 */
test('an administrator pays into the weekly pote and reads it in the pote in course and in the list', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDraw(request, admin, 'Lotto Activo', 0, 0);
  const typeName = `Semanal e2e ${Date.now().toString(36)}`;
  const type = await request.post(savePollaType.path, {
    headers: auth(admin),
    data: {
      name: typeName,
      product_id: draw.productId,
      draw_ids: [draw.drawId],
      picks_per_draw: 1,
      price: '2000',
      daily_first_percent: '30',
      daily_second_percent: '12.5',
      weekly_percent: '40',
      points_per_hit: 1,
      first_min_points: 1,
      second_min_points: 1,
      weekly_min_points: 1,
      annul_minutes: 5,
    },
  });
  expect(type.status(), await type.text()).toBe(200);

  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Potes semanales' }).click();
  await expect(page).toHaveURL(/\/admin\/game-management\/polla\/weekly-jackpots/);
  await expect(page.getByRole('heading', { level: 1, name: 'Potes semanales' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Tipo de polla' }).click();
  await page.getByRole('option', { name: typeName }).click();

  const current = page.getByRole('region', { name: 'Pote en curso' });
  await expect(current.getByText('Acumulado: Bs 0,00')).toBeVisible();
  await current.getByRole('button', { name: 'Registrar abono' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abono al pote semanal' });
  await dialog.getByRole('textbox', { name: 'Monto' }).fill('2.500,50');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(current.getByText('Acumulado: Bs 2.500,50')).toBeVisible();
  await expect(current.getByRole('table', { name: 'Movimientos del pote' }).getByRole('row').nth(1)).toContainText(
    'INGRESO',
  );
  const week = page.getByRole('table', { name: 'Potes semanales' }).getByRole('row').nth(1);
  await expect(week).toContainText('Bs 2.500,50');
  await expect(week).toContainText('Abierto');
  await expect(page.getByRole('region', { name: 'Resumen del período' })).toContainText(/Resumen del \d{2}\/\d{2}\/\d{4}/);
  await screenshotsOf(page, 'weekly-potes');

  await page.getByRole('button', { name: 'Tipos de polla' }).click();
  const types = page.getByRole('dialog').filter({ hasText: typeName });
  await expect(types.getByRole('row').filter({ hasText: typeName })).toContainText('30,00 % / 12,50 % / 40,00 %');
});
