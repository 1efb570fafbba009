import {
  getSession,
  getSuspendedDraws,
  liftSuspension,
  pathOf,
  readNotifications,
  suspendDraw,
  type SessionUser,
  type SuspendedDrawsResponse,
} from '@banca/contracts';
import { expect, test } from './fixtures';
import { auth, tokenOf } from './api-helpers';

/**
 * The bell: a draw suspended for the distributor's branch reaches its open page within two
 * seconds (the server's push; the polling waits 60 s), the panel shows it, and reading clears it.
 * The suspension is on Distribuidora Oriente's branch, on a draw closed or lifted at once.
 */
test('the bell rings when a draw is suspended and lifted for the branch, and is read', async ({
  page,
  request,
  signInAs,
}) => {
  const distributor = await signInAs('distribuidor2');
  await request.post(readNotifications.path, { headers: auth(distributor.access_token), data: { read_all: true } });
  const session = (await (
    await request.get(getSession.path, { headers: auth(distributor.access_token) })
  ).json()) as SessionUser;
  const admin = await tokenOf(request, 'admin');
  const board = (await (
    await request.get(getSuspendedDraws.path, { headers: auth(admin) })
  ).json()) as SuspendedDrawsResponse;
  const unresulted = board.draws.filter((draw) => draw.result_number === null);
  const draw = unresulted.find((candidate) => candidate.state === 'CLOSED') ?? unresulted[0]!;

  await page.goto('/admin/dashboards/sales');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName('Notificaciones, ninguna sin leer');

  const suspended = await request.post(suspendDraw.path, {
    headers: auth(admin),
    data: {
      occurrence_id: draw.occurrence_id,
      partner_id: session.partner.id,
      reason: 'Prueba de la campana',
    },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notificaciones, 1 sin leer', { timeout: 2_000 });

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByRole('button', { name: 'Sin leer: Sorteo suspendido' })).toBeVisible();
  await expect(panel).toContainText('Motivo: Prueba de la campana.');

  const { id } = (await suspended.json()) as { id: number };
  expect((await request.delete(pathOf(liftSuspension, { id }), { headers: auth(admin) })).status()).toBe(200);
  // The open panel follows the push too (the page behind it is hidden from the accessibility tree).
  await expect(panel.getByRole('button', { name: 'Sin leer: Sorteo reanudado' })).toBeVisible({ timeout: 2_000 });

  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(panel.getByRole('button', { name: 'Sorteo reanudado', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notificaciones, ninguna sin leer');
});
