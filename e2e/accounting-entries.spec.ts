import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Contabilidad's entries and movements tabs as a distributor uses them: a manual entry with one of
 * its agencies, read in the agency's statement with its running balance, reversed (an entry is
 * never deleted), and both found in the movement report with their total.
 */

const ENTRIES = '/admin/administrative/accounting-entries/accountEntries';
const MOVEMENTS = '/admin/administrative/accounting-entries/movementReports';
const AGENCY = 'Agencia Centro 1';

async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a distributor records an entry with an agency, reads it in the statement, reverses it and finds both in the movement report', async ({
  page,
  signInAs,
}) => {
  const stamp = Date.now().toString(36);
  const observation = `Ajuste de prueba ${stamp}`;
  const why = `Cargado dos veces ${stamp}`;
  await signInAs('distribuidor');
  await page.goto(ENTRIES);
  await page.getByRole('button', { name: 'Nuevo asiento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo asiento' });
  await choose(page, 'Cuenta', /·/);
  await choose(page, 'Asociado aportante', AGENCY);
  await choose(page, 'Asociado beneficiario', /\(propio\)$/);
  await dialog.getByLabel('Monto').fill('1234,56');
  await dialog.getByLabel('Observación').fill(observation);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  // The agency's statement: the entry moves its balance by the amount, before and after shown.
  await page.getByRole('combobox', { name: 'Asociado' }).click();
  await page.getByRole('option', { name: AGENCY, exact: true }).click();
  await expect(page).toHaveURL(/partner_id=\d+/);
  const table = page.getByRole('table', { name: 'Asientos contables' });
  const entry = table.getByRole('row').filter({ hasText: observation });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Asiento manual');
  await expect(entry).toContainText('Bs 1.234,56');
  const entryId = (await entry.getByRole('cell').nth(1).textContent())!.trim();
  expect(entryId).toMatch(/^\d+$/);

  await entry.getByRole('button', { name: `Revertir el asiento ${entryId}` }).click();
  const reverse = page.getByRole('dialog', { name: `Revertir el asiento ${entryId}` });
  await expect(reverse).toContainText('Bs 1.234,56');
  await reverse.getByLabel('Observación').fill(why);
  await reverse.getByRole('button', { name: 'Revertir' }).click();
  await expect(reverse).toBeHidden();
  await expect(entry).toContainText('Revertido por el');
  const reversal = table.getByRole('row').filter({ hasText: `Reverso del ${entryId}` });
  await expect(reversal).toContainText('Es un reverso');

  // The movement report lists the entry and its reversal, the total of the two rows shown.
  await page.goto(MOVEMENTS);
  const movements = page.getByRole('table', { name: 'Reporte de movimientos' });
  await expect(movements.getByRole('row').filter({ hasText: observation })).toContainText('Bs 1.234,56');
  await expect(movements.getByRole('row').filter({ hasText: `Reverso del ${entryId}` })).toContainText('Bs 1.234,56');
  await expect(movements.getByRole('row').filter({ hasText: `Reverso del ${entryId}` })).toContainText(why);
});
