import { expect, test } from './fixtures';

/**
 * Tareas programadas (ADR 055): the banca's administrator reaches it from the top bar, reads every
 * job with its state and filters the runs by job in the address (the file is the API's test); a
 * supervisor has no way in.
 */
test('the administrator reads the scheduled jobs from the top bar and filters their runs in the address', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('link', { name: 'Tareas programadas' }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/jobs/);
  const jobs = page.getByRole('table', { name: 'Tareas' });
  for (const title of ['Plegado de acumulados de ventas', 'Liquidación diaria', 'Aviso de premios por vencer'])
    await expect(jobs.getByRole('row', { name: new RegExp(title) })).toContainText(/Al día|En curso|Reintentando/);

  await page.getByRole('combobox', { name: 'Tarea' }).click();
  await page.getByRole('option', { name: 'Liquidación diaria' }).click();
  await expect(page).toHaveURL(/[?&]job=daily-settlement/);

  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
});

test('a supervisor has no clock in the top bar and is sent home from the jobs address', async ({ page, signInAs }) => {
  await signInAs('supervisor');
  await page.goto('/admin/dashboards/sales');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tareas programadas' })).toHaveCount(0);
  await page.goto('/admin/tools/jobs');
  await expect(page).not.toHaveURL(/\/admin\/tools\/jobs/);
});
