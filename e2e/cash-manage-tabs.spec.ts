import { saveCashFund, signIn } from '@banca/contracts';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { auth, tokenOf } from './api-helpers';
import { DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * The bank's cash administration (Administración de caja): the funds its taquillas open with, the
 * prizes each paid and owes, and the money it sends them (reloads), as the banca's supervisor and
 * administrator read and use them.
 */

const CASH = '/admin/administrative/cash-manage';

async function demoTaquilla(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const answer = await request.post(signIn.path, { data: { username: 'taquilla', password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { user: { partner: { id: number; name: string } } }).user.partner;
}

async function exportCsv(page: Page): Promise<Download> {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  return downloading;
}

test('the bank reads a taquilla’s new fund, in force, with who set it, and exports the list', async ({
  page,
  request,
  signInAs,
}) => {
  const taquilla = await demoTaquilla(request);
  const observation = `Fondo de pruebas ${Date.now().toString(36)}`;
  const saved = await request.post(saveCashFund.path, {
    headers: auth(await tokenOf(request, 'admin')),
    data: { taquilla_id: taquilla.id, currency: 'BS', amount: '4321000', observation },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInAs('supervisor');
  await page.goto(`${CASH}/resume`);
  await page.getByRole('tab', { name: 'Fondos' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(`${CASH}/funds`);
  await page.getByRole('combobox', { name: 'Taquilla' }).click();
  await page.getByRole('option', { name: taquilla.name, exact: true }).click();
  const table = page.getByRole('table', { name: 'Fondos de caja' });
  const row = table.getByRole('row').filter({ hasText: observation });
  await expect(row).toContainText('Bs 43.210,00');
  await expect(row).toContainText(taquilla.name);
  await expect(row).toContainText('Vigente');
  const others = table.getByRole('row').filter({ hasNotText: taquilla.name });
  await expect(others).toHaveCount(1); // the header row
  const file = await exportCsv(page);
  expect(file.suggestedFilename()).toMatch(/^fondos-de-caja-.*\.csv$/);
  expect(readFileSync((await file.path())!, 'utf8')).toContain(observation);
});

test('the bank sends a reload to a taquilla, finds it counting, and annuls it', async ({ page, request, signInAs }) => {
  const taquilla = await demoTaquilla(request);
  const description = `Recarga de prueba ${Date.now().toString(36)}`;
  await signInAs('admin');
  await page.goto(`${CASH}/reloads`);
  await page.getByRole('button', { name: 'Enviar recarga' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar recarga' });
  await dialog.getByRole('combobox', { name: 'Destino' }).click();
  await page.getByRole('option', { name: taquilla.name, exact: true }).click();
  await dialog.getByLabel('Monto').fill('250');
  await dialog.getByLabel('Descripción').fill(description);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Recargas' }).getByRole('row').filter({ hasText: description });
  await expect(row).toContainText(taquilla.name);
  await expect(row).toContainText('Bs 250,00');
  await expect(row).toContainText('Aprobado');
  await row.getByRole('button', { name: /^Anular el movimiento \d+$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Anular recarga' });
  await expect(confirm).toContainText(`Bs 250,00 a ${taquilla.name}`);
  await confirm.getByRole('button', { name: 'Anular' }).click();
  await expect(confirm).toBeHidden();
  // Annulled, it no longer counts and offers nothing more, and says so.
  await expect(row.getByRole('cell').last()).toHaveText('Anulado');
  await expect(row.getByRole('button', { name: /^Anular el movimiento/ })).toHaveCount(0);
});

test('the bank’s cash resume keeps Esperado, Contado and Diferencia in view on a laptop and on a tablet', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  for (const [width, height] of [
    [1366, 768],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${CASH}/resume`);
    const table = page.getByRole('table', { name: 'Resumen de caja' });
    for (const header of ['Esperado', 'Contado', 'Diferencia']) {
      const box = (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
      expect(box.x + box.width, `${header} a ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
