import { createUser, signIn } from '@banca/contracts';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeAt, fromBase32, stepAt } from '../apps/api/src/modules/auth/two-factor/totp';
import { auth, tokenOf } from './api-helpers';
import { expect, test } from './fixtures';
import { screenshotsOf } from './screenshots';

const PASSWORD = 'clave-de-prueba-larga';

/**
 * A user of its own named `name`, created by the banca administrator in the partner of the demo
 * user `beside`; its username is its name in lower case with dashes, and a time stamp.
 */
async function userOfItsOwn(
  request: APIRequestContext,
  beside: 'admin' | 'distribuidor',
  role: 'ADMIN_BANCA' | 'DISTRIBUIDOR',
  name: string,
): Promise<string> {
  const admin = await tokenOf(request, 'admin');
  const demo = (await (
    await request.post(signIn.path, { data: { username: beside, password: 'demo1234' } })
  ).json()) as {
    user: { partner: { id: number } };
  };
  const username = `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now().toString(36)}`;
  const created = await request.post(createUser.path, {
    headers: auth(admin),
    data: { username, password: PASSWORD, name, role, partner_id: demo.user.partner.id },
  });
  expect(created.status()).toBe(200);
  return username;
}

/** The login form with the user's password: the second factor, if any, comes next. */
async function signInWithPassword(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * A distributor of its own (the demo users keep signing in with a password alone) turns on the
 * second factor from the top bar, then signs in with the password and a recovery code.
 */
test('enrol with the QR code, then sign in with the password and a second factor', async ({ page, request }) => {
  const username = await userOfItsOwn(request, 'distribuidor', 'DISTRIBUIDOR', 'Dos Pasos');
  await signInWithPassword(page, username);
  await page.getByRole('link', { name: 'Verificación en dos pasos' }).click();
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para la aplicación autenticadora' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  await page.getByLabel('Código de verificación').fill(codeAt(fromBase32(secret), stepAt(Date.now())));
  await page.getByRole('button', { name: 'Confirmar código' }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, username);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El código de verificación no es válido.');
  await page.getByLabel('Código de verificación').fill(recovery);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/admin/dashboards/sales');
  await expect(page.getByTestId('session-name')).toHaveText('Dos Pasos');
});

/**
 * A banca administrator of its own enrols from the page that also holds the banca's rule: the ten
 * recovery codes stay on screen until kept (downloaded here), and one of them opens the session
 * when the phone is lost.
 */
test('an administrator keeps the recovery codes before finishing, and one signs in without the phone', async ({
  page,
  request,
}) => {
  test.slow(); // three sign-ins and an enrolment
  const username = await userOfItsOwn(request, 'admin', 'ADMIN_BANCA', 'Admin Dos Pasos');
  await signInWithPassword(page, username);
  await page.getByRole('link', { name: 'Verificación en dos pasos' }).click();
  await expect(page.getByRole('region', { name: 'Regla de la banca' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Activar' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!;
  await page.getByLabel('Código de verificación').fill(codeAt(fromBase32(secret), stepAt(Date.now())));
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // The status reloads (now active) and the codes stay until the user keeps them.
  await expect(page.getByText(/Códigos de recuperación sin usar/)).toHaveCount(0);
  const finish = page.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeDisabled();
  const shown = (await codes.allTextContents()).map((code) => code.trim());
  expect(shown.every((code) => /^[a-z0-9]{4}-[a-z0-9]{4}$/.test(code))).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('codigos-de-recuperacion.txt');
  const file = readFileSync((await download.path())!, 'utf8');
  for (const code of shown) expect(file).toContain(code);
  await expect(page.getByRole('status').filter({ hasText: 'Códigos descargados' })).toBeVisible();
  await screenshotsOf(page, 'two-factor-admin-codes');
  await finish.click();
  await expect(codes).toHaveCount(0);
  await expect(page.getByText('Códigos de recuperación sin usar: 10.')).toBeVisible();

  // The phone is lost: the password and one recovery code open the session, once.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, username);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await page.getByLabel('Código de verificación').fill(shown[3]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('session-name')).toHaveText('Admin Dos Pasos');
  await page.getByRole('link', { name: 'Verificación en dos pasos' }).click();
  await expect(page.getByText('Códigos de recuperación sin usar: 9.')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // Signing out goes to /login on its own: a second navigation there would interrupt it.
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, username);
  await page.getByLabel('Código de verificación').fill(shown[3]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El código de verificación no es válido.');
});
