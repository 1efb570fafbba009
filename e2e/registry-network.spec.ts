import { expect, test } from './fixtures';

/** The partner network registry as the banca administrator uses it. */

test('admin creates an agency through the step form, clones it, sees both in the list and in the audit log', async ({
  page,
  signInAs,
}) => {
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const [code, name] = [`AE${suffix}`, `Agencia E2E ${suffix}`];
  const [cloneCode, cloneName] = [`AC${suffix}`, `Agencia E2E Clon ${suffix}`];
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Agencias' }).click();
  await expect(page).toHaveURL('/admin/registry/agencies/general');
  await expect(
    page.getByRole('table', { name: 'Agencias' }).getByRole('row', { name: /Agencia Centro 1/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Nueva agencia' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva agencia' });
  // Step 1: datos generales (nothing passes empty).
  await form.getByRole('button', { name: 'Siguiente' }).click();
  await expect(form.getByText('El código es obligatorio.')).toBeVisible();
  await form.getByLabel(/^Código/).fill(code);
  await form.getByLabel(/^Nombre/).fill(name);
  await form.getByRole('combobox', { name: /Pertenece a/ }).click();
  await page.getByRole('option', { name: 'DCE · Distribuidora Centro' }).click();
  await form.getByLabel('Persona de contacto').fill('Prueba Automática');
  await form.getByRole('button', { name: 'Siguiente' }).click();
  // Step 2: ubicación y contacto.
  await form.getByLabel('Estado').fill('Carabobo');
  await form.getByLabel('Municipio').fill('Valencia');
  await form.getByLabel('Teléfono').fill('0241-555-0199');
  await form.getByRole('button', { name: 'Siguiente' }).click();
  // Step 3: its own bets settings, amounts typed as money.
  await form.getByRole('switch', { name: /propia configuración de jugadas/ }).check();
  await form.getByLabel(/Mínimo por jugada/).fill('1');
  await form.getByLabel(/Máximo por jugada/).fill('250,50');
  await form.getByLabel(/Máximo por ticket/).fill('2.500');
  await form.getByLabel(/Minutos antes del cierre/).fill('5');
  await form.getByLabel(/Ventana de anulación/).fill('5');
  await form.getByLabel(/Máximo de anulaciones/).fill('10');
  await form.getByLabel(/Días de validez/).fill('3');
  await form.getByRole('button', { name: 'Siguiente' }).click();
  // Step 4: confirmación.
  const summary = form.getByRole('table', { name: 'Resumen de la agencia' });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText('DCE · Distribuidora Centro');
  await expect(summary).toContainText('Bs 1,00 / Bs 250,50');
  await form.getByRole('button', { name: 'Crear agencia' }).click();
  await expect(page.getByText('Operación Exitosa!').first()).toBeVisible();
  await expect(form).toBeHidden();

  const table = page.getByRole('table', { name: 'Agencias' });
  await page.getByRole('searchbox', { name: /Buscar/ }).fill(`Agencia E2E`);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Distribuidora Centro');
  await expect(row).toContainText('Propia');

  await row.getByRole('button', { name: `Acciones de ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Clonar' }).click();
  const clone = page.getByRole('dialog', { name: `Clonar agencia ${code}` });
  await clone.getByLabel(/Código de la nueva agencia/).fill(cloneCode);
  await clone.getByLabel(/Nombre de la nueva agencia/).fill(cloneName);
  await clone.getByRole('button', { name: 'Clonar' }).click();
  await expect(clone).toBeHidden();

  const cloned = table.getByRole('row', { name: new RegExp(cloneName) });
  await expect(cloned).toBeVisible();
  await expect(cloned).toContainText('Distribuidora Centro');
  await expect(cloned).toContainText('Propia');
  await expect(
    table
      .getByRole('row', { name: new RegExp(`${name} `) })
      .or(table.getByRole('row', { name: new RegExp(`^${code}`) })),
  ).toHaveCount(1);
  // The clone carries the bets settings: same amounts on the bets tab.
  await page.getByRole('tab', { name: 'Configuración de jugadas' }).click();
  await page.getByRole('searchbox', { name: /Buscar/ }).fill(suffix);
  const bets = page.getByRole('table', { name: 'Configuración de jugadas por agencia' });
  await expect(bets.getByRole('row', { name: new RegExp(cloneCode) })).toContainText('Bs 250,50');
  await expect(bets.getByRole('row', { name: new RegExp(`^${code}`) })).toContainText('Bs 2.500,00');

  // Both agencies are in the audit log, with who made them.
  await page.goto('/admin/tools/logs-reports');
  const log = page.getByRole('table', { name: 'Bitácora' });
  await page.getByRole('combobox', { name: 'Entidad' }).click();
  await page.getByRole('option', { name: 'Asociado', exact: true }).click();
  const created = log.getByRole('row').filter({ hasText: 'Creación' }).filter({ hasText: name });
  await expect(created.first()).toContainText('admin');
  const clonedEntry = log.getByRole('row').filter({ hasText: 'Clonación' }).filter({ hasText: cloneName });
  await expect(clonedEntry.first()).toContainText('admin');
});

test('admin sees the network as a tree and the taquillas with their terminals', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/registry/affiliates/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Afiliados y distribuidores' })).toBeVisible();
  await page.getByRole('button', { name: 'Árbol' }).click();
  const tree = page.getByRole('tree', { name: 'Árbol de la red' });
  await tree.getByRole('button', { name: 'Expandir Distribuidora Centro' }).click();
  await expect(tree.getByRole('treeitem', { name: 'ACE1 Agencia Centro 1' })).toBeVisible();

  await page.goto('/admin/registry/ticket-office/general?search=ACE1-T1');
  const row = page.getByRole('table', { name: 'Taquillas' }).getByRole('row', { name: /Taquilla 1/ });
  await expect(row).toContainText('Agencia Centro 1');
  await expect(row).toContainText('taquilla');
  await expect(row).toContainText('Vinculado');
  await expect(row).toContainText('2.5.0');
});
