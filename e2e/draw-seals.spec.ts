import { saveResult } from '@banca/contracts';
import { expect, test } from './fixtures';
import { auth, bancaMinutes, tokenOf } from './api-helpers';
import { makeDraw } from './sale-draws';

/**
 * Actas de cierre (ADR 060): a draw whose sales closed is sealed when its result is saved; the
 * banca's administrator reaches the actas from Huella diaria, opens the draw's acta with its
 * digest and breakdowns, and downloads it; a distributor has no way in.
 */
test('the administrator opens a sealed draw’s acta from Huella diaria and downloads it', async ({
  page,
  signInAs,
  request,
}) => {
  // A Triple Zulia draw of today whose sales already closed: saving its result seals it first.
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDraw(request, admin, 'Triple Zulia', bancaMinutes(), 0, { search: 'earlier' });
  const saved = await request.post(saveResult.path, {
    headers: auth(admin),
    data: { occurrence_id: draw.occurrenceId, number: '123', sign: 5 },
  });
  expect(saved.status()).toBe(200);

  await signInAs('admin');
  await page.goto('/admin/tools/day-digests');
  await expect(page.getByRole('heading', { level: 1, name: 'Huella diaria' })).toBeVisible();
  await page.getByRole('link', { name: 'Actas de cierre' }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/draw-seals/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actas de cierre' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Actas de cierre' });
  const row = table.getByRole('row').filter({ hasText: draw.name });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await row.getByRole('link', { name: draw.name }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/tools/draw-seal\\?occurrence_id=${draw.occurrenceId}`));
  await expect(page.getByRole('heading', { level: 1, name: `Acta de cierre: ${draw.name}` })).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expect(page.getByText('draw-seal/v1')).toBeVisible();
  for (const section of ['Totales por moneda', 'Por número y tipo de jugada', 'Por agencia'])
    await expect(page.getByRole('table', { name: section })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel (XLSX)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^acta-de-cierre-${draw.occurrenceId}-.*\\.xlsx$`));
});

test('a supervisor reads the actas by their address', async ({ page, signInAs }) => {
  await signInAs('supervisor');
  await page.goto('/admin/tools/draw-seals');
  await expect(page.getByRole('heading', { level: 1, name: 'Actas de cierre' })).toBeVisible();
});

test('a distributor is sent home from the actas’ address', async ({ page, signInAs }) => {
  await signInAs('distribuidor');
  await page.goto('/admin/tools/draw-seals');
  await expect(page).not.toHaveURL(/\/admin\/tools\/draw-seals/);
});
