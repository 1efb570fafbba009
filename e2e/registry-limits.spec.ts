import { listGeneralProducts, listPartners, saveCommissions } from '@banca/contracts';
import { expect, test, type SignedIn } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The registry's users, cupos and commissions as the banca administrator uses them, and the
 * audit log that records each change.
 */

const AGENCY = 'Agencia Centro 1';

async function choosePartner(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Asociado', exact: true });
  await picker.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name} · `) }).click();
}

async function chooseOption(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  field: string,
  option: string | RegExp,
) {
  const combobox = scope.getByRole('combobox', { name: field });
  // A menu still placing itself can take the click on its neighbour: then it is chosen again.
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await combobox.click();
    await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click({ timeout: 5_000 });
    const isSelect = await combobox.evaluate((element) => element.tagName !== 'INPUT');
    if (isSelect && typeof option === 'string') await expect(combobox).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('admin creates a user for an agency, gives the agency a cupo and a commission, and finds them in the log', async ({
  page,
  signInAs,
}) => {
  const username = `vendedor.${Date.now().toString(36)}`;
  await signInAs('admin');

  // 1. A user for the agency.
  await page.goto('/admin/registry/users/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await userDialog.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
  await userDialog.getByLabel('Contraseña').fill('clave-segura-1');
  await userDialog.getByLabel('Nombre').fill('Valeria Vendedora');
  await chooseOption(page, userDialog, 'Rol', 'Administrador de taquilla');
  await chooseOption(page, userDialog, 'Asociado', `${AGENCY} · Agencia`);
  await userDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Operación Exitosa!').last()).toBeVisible();
  await expect(userDialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar usuario o nombre' }).fill(username);
  const userRow = page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: new RegExp(username) });
  await expect(userRow).toContainText(AGENCY);
  await expect(userRow).toContainText('Administrador de taquilla');

  // 2. A cupo of its own for Lotto Activo, all draws.
  await page.goto('/admin/registry/quotas');
  await choosePartner(page, AGENCY);
  const sheet = page.getByRole('table', { name: `Cupos efectivos de ${AGENCY}` });
  await sheet.getByRole('button', { name: `Editar cupo de Lotto Activo todos los sorteos Animalito` }).click();
  const quotaDialog = page.getByRole('dialog', { name: /Cupo de Lotto Activo · Animalito/ });
  await expect(quotaDialog).toContainText('heredado de');
  await quotaDialog.getByLabel('Cupo por número').fill('1.234,56');
  await quotaDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(quotaDialog).toBeHidden();
  const quotaRow = sheet.getByRole('row').filter({ hasText: 'Lotto Activo' }).filter({ hasText: 'Todos' }).first();
  await expect(quotaRow).toContainText('Bs 1.234,56');
  await expect(quotaRow).toContainText('Propio');

  // 3. A commission for Triple Caracas.
  await page.goto('/admin/registry/commissions');
  await choosePartner(page, AGENCY);
  const commissions = page.getByRole('table', { name: `Comisiones de ${AGENCY}` });
  await commissions.getByRole('button', { name: 'Editar comisión de Triple Caracas todos los tipos' }).click();
  const commissionDialog = page.getByRole('dialog', { name: /Comisión de Triple Caracas/ });
  await commissionDialog.getByLabel('Comisión (%)').fill('13,5');
  await commissionDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(commissionDialog).toBeHidden();
  await expect(commissions.getByRole('row').filter({ hasText: 'Triple Caracas' }).first()).toContainText('13,50 %');

  // 4. The three changes in the audit log, with their before and after.
  await page.goto('/admin/tools/logs-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Bitácora' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Bitácora' });
  for (const [entity, action, shows] of [
    ['Usuario', 'Creación', username],
    ['Cupo', 'Creación', 'Bs 1.234,56'],
    ['Comisión', 'Modificación', '13.50'],
  ] as const) {
    await chooseOption(page, page, 'Entidad', entity);
    // Until the filtered page arrives the table is busy and still shows the previous filter's rows.
    await expect(log).toHaveAttribute('aria-busy', 'false');
    const row = log
      .getByRole('row')
      .filter({ hasText: entity })
      .filter({ hasText: action })
      .filter({ hasText: AGENCY })
      .first();
    await expect(row).toContainText('admin');
    await row.getByRole('button', { name: /Ver detalle/ }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('table', { name: 'Cambios: antes y después' })).toContainText(shows);
    await detail.getByRole('button', { name: 'Cerrar' }).click();
    await expect(detail).toBeHidden();
  }
});

test('a global commission save on a stale screen changes nothing and says so, then goes through', async ({
  page,
  signInAs,
  request,
}) => {
  const admin: SignedIn = await signInAs('admin');
  await page.goto('/admin/registry/commissions');
  await choosePartner(page, 'Distribuidora Oriente');
  await page.getByRole('button', { name: 'Comisión global' }).click();
  const dialog = page.getByRole('dialog', { name: /Comisión global bajo Distribuidora Oriente/ });
  await chooseOption(page, dialog, 'Aplicar a', 'Todas las agencias');
  await chooseOption(page, dialog, 'Producto', 'La Granjita');
  await dialog.getByLabel('Comisión (%)').fill('9');
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText(/Se cambiarán \d+ comisión\(es\)/);
  const before = Number((await status.textContent())!.match(/Se cambiarán (\d+)/)![1]);

  // Meanwhile someone else sets one of those agencies to 9 % already: one row fewer would change.
  const partners = await request.get(`${listPartners.path}?kind=AGENCIA`, {
    headers: { authorization: `Bearer ${admin.access_token}` },
  });
  const oriente = ((await partners.json()) as { data: { id: number; name: string }[] }).data.find(
    (p) => p.name === 'Agencia Oriente 2',
  )!;
  const products = await request.get(listGeneralProducts.path, {
    headers: { authorization: `Bearer ${admin.access_token}` },
  });
  const granjita = ((await products.json()) as { id: number; name: string }[]).find((p) => p.name === 'La Granjita')!;
  const put = await request.put(saveCommissions.path, {
    headers: { authorization: `Bearer ${admin.access_token}` },
    data: { commissions: [{ partner_id: oriente.id, product_id: granjita.id, commission_pct: '9' }] },
  });
  expect(put.status()).toBe(200);

  await dialog.getByRole('button', { name: `Confirmar (${before})` }).click();
  await expect(dialog.getByRole('alert')).toContainText('La pantalla estaba desactualizada: no se guardó nada');
  await expect(dialog.getByRole('alert')).toContainText(
    `ahora coinciden ${before - 1} fila(s) y usted confirmó ${before}`,
  );
  await expect(status).toContainText(`Se cambiarán ${before - 1} comisión(es)`);
  await dialog.getByRole('button', { name: `Confirmar (${before - 1})` }).click();
  await expect(page.getByText(`Se aplicaron ${before - 1} comisión(es)`)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a tope cannot go below the cupos under it: the refusal lists them; a cupo above its tope is refused on its field', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/admin/registry/banking/top-quota');
  const topes = page.getByRole('table', { name: 'Topes' });
  const edit = () =>
    topes.getByRole('button', { name: 'Editar tope de Lotto Activo todos los sorteos Animalito' }).click();
  await edit();
  const dialog = page.getByRole('dialog', { name: /Tope de Lotto Activo · Animalito/ });
  await dialog.getByLabel('Tope por número').fill('1.000,00');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('No se puede bajar el tope');
  await expect(refusal).toContainText(
    'Banca Venezuela · Lotto Activo (todos los sorteos) · Animalito: cupo Bs 2.000,00 > tope Bs 1.000,00',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  const row = topes.getByRole('row').filter({ hasText: 'Lotto Activo' }).filter({ hasText: 'Animalito' }).first();
  await expect(row).toContainText('Bs 5.000,00');

  await page.goto('/admin/registry/quotas');
  await page.getByRole('combobox', { name: 'Asociado', exact: true }).fill('Agencia Centro 2');
  await page.getByRole('option', { name: /^Agencia Centro 2 · / }).click();
  await page
    .getByRole('table', { name: 'Cupos efectivos de Agencia Centro 2' })
    .getByRole('button', { name: 'Editar cupo de Lotto Activo todos los sorteos Animalito' })
    .click();
  const quota = page.getByRole('dialog', { name: /Cupo de Lotto Activo · Animalito/ });
  await quota.getByLabel('Cupo por número').fill('6.000,00');
  await quota.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    quota.getByText(
      'El cupo (Bs 6.000,00) supera el tope de la banca (Bs 5.000,00) para Lotto Activo (todos los sorteos) · Animalito.',
    ),
  ).toBeVisible();
});
