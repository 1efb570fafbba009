import { expect, test } from './fixtures';

const YEAR = new Date().getFullYear();

test('an unknown route shows the 404 page, whose home button goes to the sales dashboard', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/esto/no/existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/admin/dashboards/sales');
});

test("a page whose code fails to load shows 'Error del servidor', and its report action reloads", async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  // Each screen is a lazy chunk: make the detailed-prize report's fail.
  await page.route('**/assets/detailed-prize-screen-*.js', (route) => route.abort());
  await page.goto('/admin/administrative/balance-report/detailed-prize');
  await expect(page.getByRole('heading', { name: 'Error del servidor' })).toBeVisible();
  await expect(page.getByText(/tuvo un inconveniente.*Intente más tarde.*avise al equipo/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/admin/dashboards/sales');
  // The layout stays: the user can still move on.
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();

  await page.unroute('**/assets/detailed-prize-screen-*.js');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reportar y recargar' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Premios detallados' })).toBeVisible();
});

test('the footer shows the current year, signed in or not', async ({ page, signInAs }) => {
  const footer = `© ${YEAR} Banca. Todos los derechos reservados.`;
  await page.goto('/login');
  await expect(page.getByRole('contentinfo')).toHaveText(footer);
  await signInAs('polla');
  await page.goto('/ticket-office/polla');
  await expect(page.getByRole('contentinfo')).toHaveText(footer);
});

test('the strict CSP of the server is in force and nothing violates it (nor logs errors)', async ({
  page,
  signInAs,
  cspViolations,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await signInAs('admin');
  for (const path of ['/admin/dashboards/sales', '/admin/administrative/cash-manage/audit', '/no/existe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The fixture fails every test on a violation; this one just visits the most pages.
  expect(cspViolations).toEqual([]);
  expect(errors).toEqual([]);
});
