import { expect, test } from './fixtures';

/**
 * Tableros › Ventas del día › Metas de ventas: the banca sets a target on an agency for a period
 * that has no sales, sees it at 0 %, changes its amount, and deletes it.
 */
test('the banca sets, changes and deletes an agency sales target on the sales dashboard', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  const section = page.getByRole('region', { name: 'Metas de ventas' });
  await section.getByRole('button', { name: 'Nueva meta' }).click();

  const dialog = page.getByRole('dialog', { name: 'Nueva meta de ventas' });
  await dialog.getByRole('combobox', { name: 'Asociado' }).fill('Agencia Oriente 2');
  await page.getByRole('option', { name: /^Agencia Oriente 2 · Agencia/ }).click();
  await dialog.getByLabel('Desde').fill('01/01/2099');
  await dialog.getByLabel('Hasta').fill('31/01/2099');
  await dialog.getByLabel('Meta (ventas netas)').fill('1500');
  await dialog.getByLabel('Nota').fill('Meta de enero');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Meta de ventas fijada.')).toBeVisible();

  const row = section.getByRole('row', { name: /Agencia Oriente 2 \(AOR2\).*01\/01\/2099/ });
  await expect(row).toContainText('Bs 1.500,00');
  await expect(row.getByRole('progressbar', { name: 'Avance de la meta de Agencia Oriente 2' })).toHaveAttribute(
    'aria-valuetext',
    '0,0 %',
  );

  await row.getByRole('button', { name: 'Editar la meta de Agencia Oriente 2' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar meta de Agencia Oriente 2' });
  await edit.getByLabel('Meta (ventas netas)').fill('2000');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row).toContainText('Bs 2.000,00');

  await row.getByRole('button', { name: 'Eliminar la meta de Agencia Oriente 2' }).click();
  await page.getByRole('dialog', { name: 'Eliminar meta' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(row).toHaveCount(0);
});
