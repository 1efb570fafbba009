import {
  getEffectiveQuotas,
  getSession,
  listRiskThresholds,
  pathOf,
  saveRegularQuotas,
  type EffectiveQuotasResponse,
  type SessionUser,
} from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth, tokenOf } from './api-helpers';
import { lateLottoDrawToSell, postSale, sellPlay, type MadeDraw } from './sale-draws';

/**
 * Umbrales de riesgo (ADR 058): the banca's administrator adds a rule that blocks a number at 90 %
 * of its limit on Lotto Activo, the seller's agency has a cupo of Bs 100,00 on a draw the flow
 * creates; selling 80 % of it rings the administrator's bell (the default notice), 90 % blocks the
 * number by itself (the bell says so and the next sale is refused as agotado); the administrator
 * turns the rule off again. A distributor has no way in: the API refuses it.
 */

/** The number the seller plays, and the agency's cupo for it on the flow's draw (minor units). */
const NUMBER = '31';
const CUPO = '10000';

/** A cupo of `amount` for the demo seller's agency (Agencia Centro 1) on the draw's animalitos only. */
async function setAgencyCupo(request: APIRequestContext, admin: string, draw: MadeDraw, amount: string) {
  const agencia = await tokenOf(request, 'agencia');
  const session = (await (await request.get(getSession.path, { headers: auth(agencia) })).json()) as SessionUser;
  const quotas = (await (
    await request.get(pathOf(getEffectiveQuotas, { partnerId: session.partner.id }), { headers: auth(admin) })
  ).json()) as EffectiveQuotasResponse;
  const animalito = quotas.data.find(
    (row) => row.product.id === draw.productId && row.bet_type.code === 'ANIMALITO',
  )!.bet_type;
  const saved = await request.post(saveRegularQuotas.path, {
    headers: auth(admin),
    data: {
      partner_id: session.partner.id,
      quotas: [{ product_id: draw.productId, draw_id: draw.drawId, bet_type_id: animalito.id, amount }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the administrator sets a block at 90 %: the bell tells 80 %, then the number blocks itself', async ({
  page,
  request,
  signInAs,
}) => {
  const { admin, seller, draw } = await lateLottoDrawToSell(request, 23 * 60 + 56);
  await setAgencyCupo(request, admin, draw, CUPO);

  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('link', { name: 'Umbrales de riesgo' }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/risk-thresholds/);
  await expect(page.getByRole('heading', { level: 1, name: 'Umbrales de riesgo' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Umbrales de riesgo' });
  // Every banca starts with notices at 80 % and 95 % of the limit.
  await expect(table.getByRole('row').filter({ hasText: 'Avisar al porcentaje del límite' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Nuevo umbral' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo umbral de riesgo' });
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Bloquear al porcentaje del límite' }).click();
  await dialog.getByRole('textbox', { name: 'Porcentaje del límite' }).fill('90');
  await dialog.getByRole('combobox', { name: 'Alcance' }).click();
  await page.getByRole('option', { name: /^Lotto Activo \(/ }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const rule = table.getByRole('row').filter({ hasText: 'Bloquear al porcentaje del límite' });
  await expect(rule).toContainText('90 %');
  await expect(rule).toContainText('Lotto Activo');

  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const notice = (title: string, share: string) =>
    panel
      .getByRole('button', { name: `Sin leer: ${title}` })
      .filter({ hasText: `número ${NUMBER} (Animalito)` })
      .filter({ hasText: `Bs 100,00 (${share} %)` });

  // 80 % of the cupo: the default notice reaches the open page's bell (the watch, then the push).
  await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: NUMBER, amount: '8000' });
  await expect(bell).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/, { timeout: 15_000 });
  await bell.click();
  await expect(notice('Número al 80 % de su límite', '80,0')).toBeVisible({ timeout: 15_000 });

  // 90 %: the rule blocks the number as a person would; the seller finds it agotado.
  await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: NUMBER, amount: '1000' });
  await expect(notice('Número bloqueado por umbral de riesgo', '90,0')).toBeVisible({ timeout: 15_000 });
  const refused = await postSale(request, seller, { occurrenceId: draw.occurrenceId, number: NUMBER, amount: '1000' });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'SOLD_OUT', fields: [{ message: 'Número bloqueado.' }] });
  await page.keyboard.press('Escape');

  // Turned off, it blocks nothing more (the block it made stays until someone lifts it).
  await rule.getByRole('button', { name: 'Desactivar el umbral 90 %' }).click();
  await page.getByRole('dialog', { name: 'Desactivar umbral' }).getByRole('button', { name: 'Desactivar' }).click();
  await expect(rule).toContainText('Inactivo');
});

test('a distributor cannot read the thresholds: the API refuses it and the page sends it home', async ({
  page,
  request,
  signInAs,
}) => {
  const distributor = await signInAs('distribuidor');
  const refused = await request.get(listRiskThresholds.path, { headers: auth(distributor.access_token) });
  expect(refused.status()).toBe(403);
  await page.goto('/admin/dashboards/sales');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Umbrales de riesgo' })).toHaveCount(0);
  await page.goto('/admin/tools/risk-thresholds');
  await expect(page).not.toHaveURL(/\/admin\/tools\/risk-thresholds/);
});
