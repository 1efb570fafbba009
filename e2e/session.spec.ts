import { refreshSession, signIn } from '@banca/contracts';
import type { Page } from '@playwright/test';
import { ACCESS_COOKIE, REFRESH_KEY, expect, expiredAccessToken, test } from './fixtures';

const HOME = '/admin/dashboards/sales';

async function storedTokens(page: Page) {
  const cookie = (await page.context().cookies()).find((item) => item.name === ACCESS_COOKIE);
  const refresh = await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY);
  return { access: cookie ? decodeURIComponent(cookie.value) : null, refresh, cookie };
}

test('every call carries the bearer and the browser timezone', async ({ page, signInAs }) => {
  const { access_token } = await signInAs('admin');
  const request = page.waitForRequest(`**${signIn.path}`);
  await page.goto(HOME);
  const sent = await request;
  expect(sent.headers()['authorization']).toBe(`Bearer ${access_token}`);
  expect(sent.headers()['x-timezone']).toBe('America/Caracas');
});

test('the access cookie lasts 3 days and is SameSite=Strict', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(HOME);
  const { cookie, refresh } = await storedTokens(page);
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(2.99);
  expect(days).toBeLessThanOrEqual(3.001);
  expect(refresh).toBeTruthy();
});

for (const [label, makeToken] of [
  ['a bogus access token', () => 'not-a-jwt'],
  ['an expired access token', expiredAccessToken],
] as const) {
  test(`${label} is refreshed transparently: the page loads and the tokens rotate`, async ({
    page,
    signInAs,
    putTokens,
  }) => {
    const signedIn = await signInAs('admin');
    const stale = makeToken(signedIn.user.id);
    await putTokens({ access: stale });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(refreshSession.path)) refreshes.push(response.status());
    });
    await page.goto('/admin/tools/updates');
    await expect(page.getByRole('heading', { level: 1, name: 'Actualizaciones' })).toBeVisible();
    await expect(page).toHaveURL('/admin/tools/updates');
    expect(refreshes).toEqual([200]);
    const after = await storedTokens(page);
    expect(after.access).not.toBe(stale);
    expect(after.access).toBeTruthy();
    expect(after.refresh).not.toBe(signedIn.refresh_token);
    expect(after.refresh).toBeTruthy();
  });
}

test('with only a refresh token (the cookie expired) the session comes back', async ({ page, signInAs }) => {
  const signedIn = await signInAs('supervisor');
  await page.context().clearCookies();
  await page.goto(HOME);
  await expect(page.getByRole('group', { name: 'Usuario de la sesión' })).toContainText(signedIn.user.name);
  expect((await storedTokens(page)).access).toBeTruthy();
});

test('when the refresh fails too, the tokens go and /login keeps where the user was', async ({ page, putTokens }) => {
  await putTokens({ access: 'not-a-jwt', refresh: 'not-a-refresh-token' });
  await page.goto('/admin/tools/updates');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/admin/tools/updates')}`);
  const after = await storedTokens(page);
  expect(after.access).toBeNull();
  expect(after.refresh).toBeNull();
});

test('signing out returns to /login, revokes the session, and protected pages then ask to sign in', async ({
  page,
  request,
  signInAs,
}) => {
  const signedIn = await signInAs('agencia');
  await page.goto(HOME);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  const after = await storedTokens(page);
  expect(after.access).toBeNull();
  expect(after.refresh).toBeNull();

  const refresh = await request.post(refreshSession.path, {
    headers: { authorization: `Bearer ${signedIn.refresh_token}` },
  });
  expect(refresh.status()).toBe(401);

  await page.goto('/admin/dashboards/analytical');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/admin/dashboards/analytical')}`);
});

test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
  await expect(page).toHaveURL('/login');
});

test('empty fields are caught on the page, before any call', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(signIn.path)) calls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('El usuario es obligatorio.')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible();
  expect(calls).toBe(0);
});
