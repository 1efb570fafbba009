import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bancaMinutes, tokenOf } from './api-helpers';
import { makeDraw, postSale, sellPlay } from './sale-draws';

/**
 * Tools › Bloquear números and Suspender sorteos as the banca uses them, and the ticket found
 * again in Reportes › Consulta de tickets. Blocks and suspensions target partners or draws of
 * this spec only, so the point of sale's own flows never meet them.
 */

/** Opens the block dialog with Lotto Activo's 00 (Ballena) chosen for Agencia Oriente 1; answers the dialog. */
async function openBlockOfBallena(page: Page) {
  await page.getByRole('button', { name: 'Bloquear número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear número' });
  await dialog.getByRole('combobox', { name: 'Producto' }).click();
  await page.getByRole('option', { name: 'Lotto Activo (Lotto Activo)' }).click();
  await dialog.getByRole('combobox', { name: 'Número' }).click();
  await page.getByRole('option', { name: '00 · Ballena', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Asociado' }).fill('Agencia Oriente 1');
  await page.getByRole('option', { name: /^Agencia Oriente 1 · / }).click();
  return dialog;
}

test('the banca blocks an animalito for one agency and unblocks it', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/tools/block-number');
  await expect(page.getByRole('heading', { level: 1, name: 'Bloquear números' })).toBeVisible();

  const dialog = await openBlockOfBallena(page);
  await dialog.getByLabel('Motivo').fill('Número caliente (e2e)');
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Operación Exitosa!').last()).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Números bloqueados' });
  const row = table.getByRole('row').filter({ hasText: 'Agencia Oriente 1' }).filter({ hasText: '00 · Ballena' });
  await expect(row).toContainText('Lotto Activo');
  await expect(row).toContainText('Vigente');

  // The same block again is refused on the number's field.
  await openBlockOfBallena(page);
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(dialog.getByText('El número 00 ya está bloqueado con los mismos datos.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await row.getByRole('button', { name: 'Desbloquear 00 · Ballena de Lotto Activo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desbloquear número' });
  await confirm.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(row).toHaveCount(0);
});

test('the banca suspends a draw for one agency (its sales stop), lifts it, and finds the ticket sold', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await tokenOf(request, 'admin');
  const seller = await tokenOf(request, 'taquilla');
  // A draw of La Granjita open now: 40 minutes from now or the next free minute; late in the day,
  // tomorrow's, sold in advance and suspended from tomorrow's date on the screen.
  const draw = await makeDraw(request, admin, 'La Granjita', Math.min(bancaMinutes() + 40, 23 * 60 + 59), 5, {
    forSale: true,
  });
  const play = { occurrenceId: draw.occurrenceId, number: '21', amount: '1000' };

  await signInAs('admin');
  await page.goto(
    draw.day === 'today' ? '/admin/tools/suspend-raffle' : `/admin/tools/suspend-raffle?fecha=${draw.drawDate}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Suspender sorteos' })).toBeVisible();
  const granjita = page.getByRole('region', { name: 'La Granjita' });
  await granjita.getByRole('button', { name: `Suspender La Granjita ${draw.time}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspender La Granjita ${draw.time}` });
  await dialog.getByRole('combobox', { name: 'Asociado' }).fill('Agencia Centro 1');
  await page.getByRole('option', { name: /^Agencia Centro 1 · / }).click();
  await dialog.getByLabel('Motivo').fill('Revisión del sorteo (e2e)');
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(dialog).toBeHidden();
  const lift = granjita.getByRole('button', {
    name: `Levantar la suspensión de La Granjita ${draw.time} para Agencia Centro 1`,
  });
  await expect(lift).toBeVisible();

  // Agencia Centro 1's taquilla cannot sell it now.
  const refused = await postSale(request, seller, play);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('DRAW_SUSPENDED');

  await lift.click();
  const confirm = page.getByRole('dialog', { name: 'Levantar suspensión' });
  await confirm.getByRole('button', { name: 'Levantar' }).click();
  // While the dialog is open the page behind it is hidden from the accessibility tree: the lift is
  // answered when the dialog closes, and then the board no longer offers it.
  await expect(confirm).toBeHidden();
  await expect(lift).toHaveCount(0);
  const { serial } = await sellPlay(request, seller, play);

  // The ticket, found by its serial in the ticket consult and seen whole.
  await page.goto('/admin/administrative/balance-report/ticketConsult');
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta de tickets' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Serial' }).fill(serial);
  const tickets = page.getByRole('table', { name: 'Tickets' });
  const ticketRow = tickets.getByRole('row').filter({ hasText: serial });
  await expect(ticketRow).toContainText('Taquilla 1');
  await expect(ticketRow).toContainText('Bs 10,00');
  await expect(ticketRow).toContainText('Activo');
  await ticketRow.getByRole('button', { name: `Ver el ticket ${serial}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Ticket ${serial}`) });
  const plays = detail.getByRole('table', { name: `Jugadas del ticket ${serial}` });
  await expect(plays).toContainText('21 · Gallo');
  await expect(plays).toContainText('La Granjita');
  await expect(detail).toContainText('Tomás Taquillero');
});
