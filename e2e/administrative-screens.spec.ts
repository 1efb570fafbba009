import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The administrative screens as the banca's people use them: the chart of accounts, the exchange
 * rate, and the entries and movements of accounting. Each flow makes what it looks for, so it
 * reads the same figure the server keeps.
 */

const unique = () => Date.now().toString(36).toUpperCase();

/** Opens the table's export menu and downloads one format. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)' | 'PDF'): Promise<Download> {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(`^${format.replace(/[()]/g, '\\$&')}`) }).click();
  return downloading;
}

test('an administrator creates an account, finds it, deactivates it and exports the chart', async ({
  page,
  signInAs,
}) => {
  const code = `E2E-${unique()}`;
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Cuentas' }).click();
  await expect(page).toHaveURL(/\/admin\/administrative\/accounts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await dialog.getByLabel('Código').fill(code);
  await dialog.getByLabel('Nombre').fill('Caja chica de pruebas');
  await dialog.getByLabel('Descripción').fill('Gastos menores de la oficina');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(code);
  const table = page.getByRole('table', { name: 'Cuentas' });
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Caja chica de pruebas');
  await expect(row).toContainText('Activa');
  await expect(table.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: `Editar la cuenta ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar cuenta ${code}` });
  await edit.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Inactiva' }).click();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Inactiva');

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Activas', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Inactivas', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(1);

  const file = await exportAs(page, 'CSV');
  expect(file.suggestedFilename()).toMatch(/^cuentas-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync((await file.path())!, 'utf8')).toContain(code);
});

test('an administrator registers the day’s exchange rate and finds it in the history', async ({ page, signInAs }) => {
  // A day of its own, far from today's rates, so the flow never meets another's.
  const day = `2019-0${1 + (Date.now() % 9)}-1${Date.now() % 10}`;
  const [year, month, date] = day.split('-');
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tasa de cambio' }).click();
  await expect(page).toHaveURL(/\/admin\/administrative\/rate/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasa de cambio' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Registrar tasa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar tasa' });
  await dialog.getByRole('combobox', { name: 'Tipo de tasa' }).click();
  await page.getByRole('option', { name: /^BCV/ }).click();
  await dialog.getByLabel('Fecha').fill(`${date}/${month}/${year}`);
  await dialog.getByLabel(/^Tasa/).fill('36.5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/admin/administrative/rate?from_date=${day}&to_date=${day}`);
  const row = page.getByRole('table', { name: 'Historial de tasas' }).getByRole('row').nth(1);
  await expect(row).toContainText(`${date}/${month}/${year}`, { timeout: 30_000 });
  await expect(row).toContainText('36,5');
  await expect(row).toContainText('BCV');

  const file = await exportAs(page, 'CSV');
  expect(file.suggestedFilename()).toMatch(/^tasas-.*\.csv$/);
  expect(readFileSync((await file.path())!, 'utf8')).toContain(`${date}/${month}/${year}`);
});
