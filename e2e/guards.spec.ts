import { expect, test, type DemoUsername } from './fixtures';

/** Spec §5: a page the user may not see sends them to `/`, which is their role's home. */
const FORBIDDEN: [DemoUsername, string, string][] = [
  ['taquilla', '/admin/tools/updates', '/ticket-office/sell'],
  ['polla', '/admin/dashboards/sales', '/ticket-office/polla'],
  ['admin.pa', '/admin/administrative/transactions/pending', '/admin/dashboards/sales'],
  ['admin.pa', '/admin/administrative/rate', '/admin/dashboards/sales'],
  ['agencia', '/admin/administrative/accounting-entries/accountEntries', '/admin/dashboards/sales'],
  ['distribuidor2', '/admin/registry/users/general', '/admin/dashboards/sales'],
  ['supervisor', '/admin/tools/award-raffle', '/admin/dashboards/sales'],
  ['admin.co', '/admin/tools/award-raffle', '/admin/dashboards/sales'],
  ['admin', '/admin/cash-management/incomes', '/admin/dashboards/sales'],
];

for (const [username, forbidden, home] of FORBIDDEN) {
  test(`${username} sent from ${forbidden} to ${home}`, async ({ page, signInAs }) => {
    await signInAs(username);
    await page.goto(forbidden);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  });
}

test('a tabbed screen opens its first allowed tab and shows only the allowed tabs', async ({ page, signInAs }) => {
  await signInAs('agencia');
  await page.goto('/admin/administrative/accounting-entries');
  await expect(page).toHaveURL('/admin/administrative/accounting-entries/accountBalance');
  const tabs = page.getByRole('tablist', { name: 'Pestañas de Contabilidad' }).getByRole('tab');
  await expect(tabs).toHaveText(['Balance', 'Registro de pagos', 'Reporte de movimientos']);
  await tabs.filter({ hasText: 'Reporte de movimientos' }).click();
  await expect(page).toHaveURL('/admin/administrative/accounting-entries/movementReports');
  await expect(tabs.filter({ hasText: 'Reporte de movimientos' })).toHaveAttribute('aria-selected', 'true');
  // One h1 on the page: the screen's; a tab's own header is an h2.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contabilidad');
});

test('an unauthenticated visit goes to /login and, after signing in, back where it was', async ({ page }) => {
  const target = '/admin/registry/agencies/bets?q=1';
  await page.goto(target);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(target)}`);
  await page.getByLabel('Usuario').fill('distribuidor');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('tab', { name: 'Configuración de jugadas' })).toHaveAttribute('aria-selected', 'true');
});

test('signing in from /login itself goes to the role home', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill('polla');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ticket-office/polla');
});

test('/login when already signed in goes home', async ({ page, signInAs }) => {
  await signInAs('taquilla');
  await page.goto('/login');
  await expect(page).toHaveURL('/ticket-office/sell');
});

test('a `next` pointing to another site is ignored', async ({ page }) => {
  await page.goto('/login?next=//example.com/x');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL('/admin/dashboards/sales');
});
