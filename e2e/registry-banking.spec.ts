import { expect, test } from './fixtures';

test('admin edits the banca configuration; it persists, and each banca sees only its own', async ({
  page,
  signInAs,
}) => {
  const header = `Banca Venezuela · prueba ${Date.now().toString(36)}`;
  await signInAs('admin');
  await page.goto('/admin/registry/banking/config');
  const form = page.getByRole('form', { name: 'Configuración de la banca' });
  await expect(form.getByLabel(/^Nombre/)).toHaveValue('Banca Venezuela');
  await form.getByLabel('Encabezado del ticket').fill(header);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Operación Exitosa!').first()).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Configuración de la banca' }).getByLabel('Encabezado del ticket'),
  ).toHaveValue(header);

  await signInAs('admin.pa');
  await page.goto('/admin/registry/banking/config');
  const panama = page.getByRole('form', { name: 'Configuración de la banca' });
  await expect(panama.getByLabel(/^Nombre/)).toHaveValue('Banca Panamá');
  await expect(panama.getByLabel('Encabezado del ticket')).not.toHaveValue(header);
});
