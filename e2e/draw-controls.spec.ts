import { createDraw, createSale, getSuspendedDraws, listGeneralProducts } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth, bancaMinutes, hhmm, tokenOf } from './api-helpers';

/**
 * Tools › Bloquear números and Suspender sorteos as the banca uses them, and the ticket found
 * again in Reportes › Consulta de tickets. Blocks and suspensions target partners or draws of
 * this spec only, so the point of sale's own flows never meet them.
 */

/** Minutes since midnight on the banca's clock. */

/** A draw of La Granjita open now (today, `ahead` minutes from now or the next free minute), and its occurrence. */
async function openDraw(request: APIRequestContext, admin: string, ahead: number) {
  const products = (await (await request.get(listGeneralProducts.path, { headers: auth(admin) })).json()) as {
    id: number;
    name: string;
  }[];
  const product = products.find((candidate) => candidate.name === 'La Granjita')!;
  for (let time = bancaMinutes() + ahead; time < 24 * 60; time++) {
    const created = await request.post(createDraw.path, {
      headers: auth(admin),
      data: {
        product_id: product.id,
        name: `Granjita e2e ${Date.now().toString(36)}`,
        draw_time: hhmm(time),
        slot: 3,
        display_order: 7,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        close_minutes: 5,
      },
    });
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(200);
    const draw = (await created.json()) as { id: number; draw_time: string };
    const board = await request.get(getSuspendedDraws.path, { headers: auth(admin) });
    const rows = ((await board.json()) as { draws: { draw_id: number; occurrence_id: number }[] }).draws;
    return { time: draw.draw_time, occurrenceId: rows.find((row) => row.draw_id === draw.id)!.occurrence_id };
  }
  throw new Error('No hay una hora libre para un sorteo de La Granjita.');
}

test('the banca blocks an animalito for one agency and unblocks it', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/tools/block-number');
  await expect(page.getByRole('heading', { level: 1, name: 'Bloquear números' })).toBeVisible();

  await page.getByRole('button', { name: 'Bloquear número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bloquear número' });
  await dialog.getByRole('combobox', { name: 'Producto' }).click();
  await page.getByRole('option', { name: 'Lotto Activo (Lotto Activo)' }).click();
  await dialog.getByRole('combobox', { name: 'Número' }).click();
  await page.getByRole('option', { name: '00 · Ballena', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Asociado' }).fill('Agencia Oriente 1');
  await page.getByRole('option', { name: /^Agencia Oriente 1 · / }).click();
  await dialog.getByLabel('Motivo').fill('Número caliente (e2e)');
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Operación Exitosa!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Números bloqueados' });
  const row = table.getByRole('row').filter({ hasText: 'Agencia Oriente 1' }).filter({ hasText: '00 · Ballena' });
  await expect(row).toContainText('Lotto Activo');
  await expect(row).toContainText('Vigente');

  // The same block again is refused on the number's field.
  await page.getByRole('button', { name: 'Bloquear número' }).click();
  await dialog.getByRole('combobox', { name: 'Producto' }).click();
  await page.getByRole('option', { name: 'Lotto Activo (Lotto Activo)' }).click();
  await dialog.getByRole('combobox', { name: 'Número' }).click();
  await page.getByRole('option', { name: '00 · Ballena', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Asociado' }).fill('Agencia Oriente 1');
  await page.getByRole('option', { name: /^Agencia Oriente 1 · / }).click();
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
  test.skip(bancaMinutes() >= 23 * 60 + 15, 'Demasiado tarde: ningún sorteo de hoy puede abrirse ya.');
  const admin = await tokenOf(request, 'admin');
  const seller = await tokenOf(request, 'taquilla');
  const draw = await openDraw(request, admin, 40);
  const sell = (key: string) =>
    request.post(createSale.path, {
      headers: { ...auth(seller), 'idempotency-key': key },
      data: { plays: [{ occurrence_id: draw.occurrenceId, bet_type: 'ANIMALITO', number: '21', amount: '1000' }] },
    });

  await signInAs('admin');
  await page.goto('/admin/tools/suspend-raffle');
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
  const refused = await sell(`e2e-${Date.now()}-a`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('DRAW_SUSPENDED');

  await lift.click();
  await page.getByRole('dialog', { name: 'Levantar suspensión' }).getByRole('button', { name: 'Levantar' }).click();
  await expect(lift).toHaveCount(0);
  const sold = await sell(`e2e-${Date.now()}-b`);
  expect(sold.status(), await sold.text()).toBe(200);
  const serial = ((await sold.json()) as { ticket: { serial: string } }).ticket.serial;

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
