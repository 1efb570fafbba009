import { checkPrize } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { auth, tokenOf } from './api-helpers';
import { expect, test } from './fixtures';

/** The demo seller checks a serial nobody sold five times with a wrong code; answers the serial. */
async function guessPrizeCodes(request: APIRequestContext, which: number): Promise<string> {
  const seller = await tokenOf(request, 'taquilla');
  const serial = `${which}${String(Date.now()).slice(-9)}`;
  for (let i = 0; i < 5; i++) {
    const refused = await request.post(checkPrize.path, {
      headers: auth(seller),
      data: { serial, security_code: 'ZZZZZZZZ' },
    });
    expect(refused.status()).toBe(404);
  }
  return serial;
}

/**
 * Alertas (ADR 061): the banca's administrator reaches it from the top bar's badge, finds the
 * alert a seller raised by guessing prize codes, filters the alerts in the address and finds the
 * rules to edit; a distributor acknowledges such an alert of its branch with a note; a taquilla's
 * user has no way in.
 */
test('the administrator reaches «Alertas» from the badge, reads a new alert and filters them in the address', async ({
  page,
  signInAs,
  request,
}) => {
  // The browser tests' server runs the watch every 5 s (every minute by default): the alert
  // appears within seconds.
  const serial = await guessPrizeCodes(request, 1);
  await signInAs('admin');
  const row = page.getByRole('row', { name: new RegExp(`Códigos de premio fallidos: el ticket ${serial}`) });
  await expect(async () => {
    await page.goto('/admin/tools/alerts?status=ABIERTA');
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  await page.goto('/admin/dashboards/sales');
  await page.getByRole('link', { name: /^Alertas, / }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/alerts/);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Códigos de premio fallidos repetidos' }).click();
  await expect(page).toHaveURL(/[?&]kind=FAILED_PRIZE_CODES/);
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Reglas de anomalías' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar la regla Ritmo de venta inusual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regla: Ritmo de venta inusual' });
  await expect(dialog.getByRole('textbox', { name: 'Factor (veces)' })).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
});

test('a distributor acknowledges with a note the alert a seller of its branch raised guessing prize codes', async ({
  page,
  signInAs,
  request,
}) => {
  // The browser tests' server runs the watch every 5 s (every minute by default): the alert
  // appears within seconds.
  const serial = await guessPrizeCodes(request, 2);
  await signInAs('distribuidor');
  const row = page.getByRole('row', { name: new RegExp(`Códigos de premio fallidos: el ticket ${serial}`) });
  await expect(async () => {
    await page.goto('/admin/tools/alerts?status=ABIERTA');
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  await row.getByRole('button', { name: /^Reconocer/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconocer alerta' });
  await dialog.getByRole('button', { name: 'Reconocer' }).click();
  await expect(dialog.getByText('La nota debe tener al menos 3 caracteres.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Nota/ }).fill('Llamé a la taquilla: cliente con el ticket roto');
  await dialog.getByRole('button', { name: 'Reconocer' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/tools/alerts?status=RECONOCIDA');
  await expect(
    page
      .getByRole('row', { name: new RegExp(`el ticket ${serial}`) })
      .getByText('Nota de distribuidor: Llamé a la taquilla', {
        exact: false,
      }),
  ).toBeVisible();
});

test('a taquilla’s user has no badge and is sent home from the alerts address', async ({ page, signInAs }) => {
  await signInAs('agencia');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Alertas, / })).toHaveCount(0);
  await page.goto('/admin/tools/alerts');
  await expect(page).not.toHaveURL(/\/admin\/tools\/alerts/);
});
