import { expect, test } from './fixtures';

/** The catalogue screen (/admin/registry/products/general) as the banca administrator uses it. */

test("admin opens Productos and sees Lotto Activo's 38 symbols, 0 and 00 apart, with their pictures", async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Productos' }).click();
  await expect(page).toHaveURL('/admin/registry/products/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();

  await page.getByRole('tab', { name: 'Productos' }).click();
  const table = page.getByRole('table', { name: 'Productos' });
  await expect(table.getByRole('row', { name: /Lotto Activo/ }).first()).toBeVisible();
  await table.getByRole('button', { name: 'Editar Lotto Activo' }).click();

  const editor = page.getByRole('dialog', { name: 'Editar producto Lotto Activo' });
  const symbols = editor.getByRole('list', { name: 'Símbolos' }).getByRole('listitem');
  await expect(symbols).toHaveCount(38);
  await expect(editor.getByRole('status').filter({ hasText: '38 símbolos' })).toBeVisible();
  await expect(symbols.nth(0)).toHaveAccessibleName('Símbolo 0 Delfín');
  await expect(symbols.nth(1)).toHaveAccessibleName('Símbolo 00 Ballena');
  await expect(symbols.nth(37)).toHaveAccessibleName('Símbolo 36 Culebra');
  // The pictures are fetched with the bearer and shown through object URLs.
  await expect(symbols.nth(0).getByRole('img', { name: 'Símbolo 0 Delfín' })).toHaveAttribute('src', /^blob:/);
  await expect(editor.getByLabel('Multiplicador de Animalito')).toHaveValue(/^30(\.00)?$/);
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editor).toBeHidden();
});

test('admin creates a triple product with its multipliers', async ({ page, signInAs }) => {
  const name = `Triple Andino ${Date.now().toString(36)}`;
  await signInAs('admin');
  await page.goto('/admin/registry/products/general?seccion=productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();

  const editor = page.getByRole('dialog', { name: 'Nuevo producto' });
  await editor.getByLabel('Nombre').first().fill(name);
  await editor.getByRole('combobox', { name: 'Lotería' }).click();
  await page.getByRole('option', { name: 'Triple Caracas' }).click();
  await editor.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Triples' }).click();
  await editor.getByRole('checkbox', { name: 'Triple', exact: true }).check();
  await editor.getByLabel('Multiplicador de Triple', { exact: true }).fill('650');
  await editor.getByRole('checkbox', { name: 'Terminal', exact: true }).check();
  await editor.getByLabel('Multiplicador de Terminal', { exact: true }).fill('65');
  await editor.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Operación Exitosa!').last()).toBeVisible();
  await expect(editor).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const row = page.getByRole('table', { name: 'Productos' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Triple Caracas');
  await expect(row).toContainText('Triples');
});

test('the product editor shows the server’s refusal of a duplicate name on the field', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/registry/products/general?seccion=productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const editor = page.getByRole('dialog', { name: 'Nuevo producto' });
  await editor.getByLabel('Nombre').first().fill('Triple Zulia');
  await editor.getByRole('combobox', { name: 'Lotería' }).click();
  await page.getByRole('option', { name: 'Triple Zulia' }).click();
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor.getByText('Ya existe un producto llamado «Triple Zulia».')).toBeVisible();
});
