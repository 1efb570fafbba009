import {
  awardRaffle,
  consultPollaTicket,
  createDraw,
  listGeneralProducts,
  pathOf,
  savePollaType,
  saveResult,
  updateDraw,
  type PollaTicket,
} from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { auth, bancaMinutes, hhmm, tokenOf } from './api-helpers';
import { expect, test } from './fixtures';

/**
 * The polla seller's day: a polla type of its own counting one Lotto Activo draw a few minutes
 * ahead; the seller sells to a new customer and prints; the draw is moved to now, resulted and
 * awarded through the API; the seller pays the prize once.
 */

interface Day {
  adminToken: string;
  draw: { id: number; name: string; time: string; product_id: number };
  typeName: string;
}

async function pollaDay(request: APIRequestContext): Promise<Day> {
  const adminToken = await tokenOf(request, 'admin');
  const products = (await (await request.get(listGeneralProducts.path, { headers: auth(adminToken) })).json()) as {
    id: number;
    name: string;
  }[];
  const product = products.find((candidate) => candidate.name === 'Lotto Activo')!;
  const suffix = Date.now().toString(36);
  for (let time = Math.min(bancaMinutes() + 20, 23 * 60 + 59); time > bancaMinutes(); time -= 1) {
    const body = {
      product_id: product.id,
      name: `Polla e2e ${suffix}`,
      draw_time: hhmm(time),
      slot: 3,
      display_order: 7,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      close_minutes: 0,
    };
    const created = await request.post(createDraw.path, { headers: auth(adminToken), data: body });
    if (created.status() !== 200) continue;
    const draw = { ...body, id: ((await created.json()) as { id: number }).id, time: body.draw_time };
    const typeName = `Polla e2e ${suffix}`;
    const type = await request.post(savePollaType.path, {
      headers: auth(adminToken),
      data: {
        name: typeName,
        product_id: product.id,
        draw_ids: [draw.id],
        picks_per_draw: 1,
        price: '2000',
        daily_first_percent: '30',
        daily_second_percent: '10',
        weekly_percent: '5',
        points_per_hit: 1,
        first_min_points: 1,
        second_min_points: 1,
        weekly_min_points: 1,
        annul_minutes: 5,
      },
    });
    expect(type.status()).toBe(200);
    return { adminToken, draw, typeName };
  }
  throw new Error('No queda tiempo hoy para un sorteo de polla de prueba');
}

/** Moves the draw to this minute (closed), saves its result and awards it. */
async function awardDraw(request: APIRequestContext, day: Day, serial: string, number: string) {
  const headers = auth(day.adminToken);
  const { id, time: _time, ...body } = day.draw;
  // This minute, or one just before when another draw of the product already holds it (the hour's).
  let moved = null;
  for (const back of [0, 1, 2]) {
    moved = await request.put(pathOf(updateDraw, { id }), {
      headers,
      data: { ...body, draw_time: hhmm(bancaMinutes() - back) },
    });
    if (moved.status() !== 409) break;
  }
  expect(moved!.status()).toBe(200);
  const pollaToken = await tokenOf(request, 'polla');
  const ticket = (await (
    await request.post(consultPollaTicket.path, { headers: auth(pollaToken), data: { serial } })
  ).json()) as PollaTicket;
  const occurrence = ticket.draws[0]!.occurrence_id;
  expect((await request.post(saveResult.path, { headers, data: { occurrence_id: occurrence, number } })).status()).toBe(
    200,
  );
  expect((await request.post(awardRaffle.path, { headers, data: { occurrence_id: occurrence } })).status()).toBe(200);
}

test('the polla seller sells to a new customer, prints, and pays the prize once the day is awarded', async ({
  page,
  browser,
  signInAs,
  request,
}) => {
  const day = await pollaDay(request);
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { __printed: boolean }).__printed = true;
    };
  });
  await signInAs('polla');
  await page.goto('/');
  await expect(page).toHaveURL('/ticket-office/polla');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de polla' })).toBeVisible();

  const sale = page.getByRole('region', { name: 'Vender ticket de polla' });
  await sale.getByRole('combobox', { name: 'Tipo de polla' }).click();
  await page.getByRole('option', { name: day.typeName }).click();
  const cedula = String(20_000_000 + Math.floor(Math.random() * 9_000_000));
  await sale.getByRole('textbox', { name: 'Cédula' }).fill(cedula);
  await sale.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await sale.getByRole('textbox', { name: 'Apellido' }).fill('Marcano');
  await sale.getByRole('textbox', { name: 'Teléfono' }).fill('0414-555-0199');
  await sale.getByRole('combobox', { name: `Sorteo ${day.draw.time}` }).click();
  await page.getByRole('option', { name: '7 Perico' }).click();
  await page.keyboard.press('Escape');
  await expect(sale.getByText('Precio: Bs 20,00')).toBeVisible();
  await sale.getByRole('button', { name: 'Vender' }).click();

  const printed = page.getByTestId('printed-polla-ticket').first();
  await expect(printed).toContainText(`CLIENTE: Rosa Marcano`);
  await expect(printed).toContainText(`C.I.: V-${cedula}`);
  await expect(printed).toContainText('TOTAL TICKET');
  await expect(printed).toContainText('EL TICKET CADUCA A LOS TRES DÍAS');
  const serial = /N\/S: (\d{10})/.exec((await printed.textContent()) ?? '')![1]!;
  const qr = printed.getByRole('img', { name: 'Código QR de la página pública de la polla' });
  await expect(qr).toHaveAttribute('data-qr', new RegExp(`/polla#cedula=V-${cedula}&serial=${serial}$`));
  const publicLink = new URL((await qr.getAttribute('data-qr'))!);
  await page.getByRole('dialog').getByRole('button', { name: 'Imprimir' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(true);
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await expect(
    page.getByRole('table', { name: 'Tickets del día' }).getByRole('row').filter({ hasText: serial }),
  ).toContainText('Activo');

  await awardDraw(request, day, serial, '7');

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Premios' }).click();
  await expect(page).toHaveURL('/ticket-office/prizes');
  const row = page.getByRole('table', { name: 'Premios' }).getByRole('row').filter({ hasText: serial });
  await expect(row).toContainText('Premiado');
  await row.getByRole('button', { name: `Ver el premio del ticket ${serial}` }).click();
  const dialog = page.getByRole('dialog', { name: `Premio del ticket ${serial}` });
  await expect(dialog).toContainText('Premio total');
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Premio pagado.')).toBeVisible();
  await expect(row).toContainText('Pagado');

  // The ticket's QR code opens the public page on the customer's tickets (its cédula and this serial, in the
  // link's fragment): no sign-in, nothing of the customer. The cédula alone finds nothing.
  const visitor = await browser.newPage();
  await visitor.goto(`/polla${publicLink.hash}`);
  const mine = visitor.getByRole('table', { name: 'Mis tickets' });
  await expect(mine).toContainText(`******${serial.slice(-4)}`);
  await expect(mine).toContainText('Pagado');
  await expect(visitor.locator('body')).not.toContainText('Marcano');
  await expect(visitor.locator('body')).not.toContainText(serial);
  await visitor.goto('/polla');
  const lookup = visitor.getByRole('form', { name: 'Buscar mis tickets' });
  await lookup.getByRole('textbox', { name: 'Cédula' }).fill(`V-${cedula}`);
  await expect(lookup.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  await lookup
    .getByRole('textbox', { name: 'Serial del ticket' })
    .fill(serial.replace(/.$/, (d) => String((Number(d) + 1) % 10)));
  await lookup.getByRole('button', { name: 'Buscar' }).click();
  await expect(visitor.getByRole('alert')).toHaveText(
    'No hay un ticket con ese serial y esa cédula. Revise ambos datos en su ticket.',
  );
  await expect(visitor.getByRole('table', { name: 'Mis tickets' })).toBeHidden();
  await visitor.close();
});

test('an administrator adds an INGRESO to the daily pote and sees it in the pote in course', async ({
  page,
  signInAs,
  request,
}) => {
  const day = await pollaDay(request);
  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Potes diarios' }).click();
  await expect(page).toHaveURL(/\/admin\/game-management\/polla\/daily-jackpots/);
  await expect(page.getByRole('heading', { level: 1, name: 'Potes diarios' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo de polla' }).click();
  await page.getByRole('option', { name: day.typeName }).click();

  const current = page.getByRole('region', { name: 'Pote en curso' });
  await expect(current.getByText('Primer acumulado: Bs 0,00')).toBeVisible();
  await current.getByRole('button', { name: 'Registrar abono' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abono al pote diario' });
  await dialog.getByRole('textbox', { name: 'Primer acumulado' }).fill('1234,56');
  await dialog.getByRole('textbox', { name: 'Segundo acumulado' }).fill('0,10');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Abono registrado.')).toBeVisible();
  await expect(current.getByText('Primer acumulado: Bs 1.234,56')).toBeVisible();
  await expect(current.getByText('Segundo acumulado: Bs 0,10')).toBeVisible();
  const movement = current.getByRole('table', { name: 'Movimientos del pote' }).getByRole('row').nth(1);
  await expect(movement).toContainText('INGRESO');
  await expect(movement).toContainText('Abono manual');
  await expect(movement).toContainText('admin');
  await expect(page.getByRole('table', { name: 'Potes diarios' }).getByRole('row').nth(1)).toContainText('Bs 1.234,56');
});
