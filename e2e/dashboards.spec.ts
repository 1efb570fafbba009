import { kpiSalesByPartner, kpiSummary, type KpiSummary, type SalesByPartnerAnswer } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth, authInBancaZone, bancaDay, bancaMinutes, tokenOf } from './api-helpers';
import { makeDraw, sellPlay } from './sale-draws';

/**
 * The dashboards as the banca administrator reads them while its demo seller (Taquilla 1 of
 * Agencia Centro 1, which closes its sales 10 minutes before each draw) sells: the figures on
 * screen are the API's, which hold the ticket just sold.
 */

/** The number the seller plays. */
const NUMBER = '17';

/** A draw of Lotto Activo as late today as is free (open now; tomorrow's when too late), and its occurrence. */
const openOccurrence = async (request: APIRequestContext, admin: string) =>
  (await makeDraw(request, admin, 'Lotto Activo', 23 * 60 + 59, 0, { search: 'earlier', forSale: true })).occurrenceId;

async function summaryOf(request: APIRequestContext, admin: string) {
  const answer = await request.get(kpiSummary.path, { headers: authInBancaZone(admin) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as KpiSummary).data.find((row) => row.currency === 'BS')?.current;
}

/** Minor units of bolívares as the screen writes them (Bs 1.234,50). */
const bs = (minor: string) =>
  `Bs ${new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2 }).format(Number(BigInt(minor)) / 100)}`;
const count = (value: number) => new Intl.NumberFormat('es-VE').format(value);

// Only while a flow could cross midnight: each reads the day's figures before and after its sale.
test.skip(bancaMinutes() >= 23 * 60 + 58, 'Cerca de la medianoche la venta caería en otro día.');

test('the sales dashboard shows the ticket a seller just sold in its cards', async ({ page, request, signInAs }) => {
  const admin = await tokenOf(request, 'admin');
  const seller = await tokenOf(request, 'taquilla');
  const occurrenceId = await openOccurrence(request, admin);
  const before = await summaryOf(request, admin);
  await sellPlay(request, seller, { occurrenceId, number: NUMBER, amount: '12345' });
  // Within seconds the sale is in the figures the dashboard reads.
  await expect
    .poll(async () => BigInt((await summaryOf(request, admin))?.sales ?? '0') - BigInt(before?.sales ?? '0'), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(12345n);

  await signInAs('admin');
  await page.goto('/');
  await expect(page).toHaveURL('/admin/dashboards/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventas del día' })).toBeVisible();
  const card = (name: string) => page.getByRole('group', { name, exact: true });
  // Other flows may sell meanwhile: the screen matches the API read just after it.
  await expect
    .poll(async () => {
      const now = (await summaryOf(request, admin))!;
      const shown = [await card('Ventas').innerText(), await card('Tickets').innerText()];
      return shown[0]!.includes(bs(now.sales)) && shown[1]!.includes(count(now.tickets));
    })
    .toBe(true);
  await expect(card('Ticket promedio')).toContainText('Bs ');
  await expect(card('Ventas')).toContainText(/vs\. \w+ \d\d\/\d\d/);
  await expect(page.getByRole('figure', { name: 'Ventas por hora' })).toBeVisible();
  const numbers = page.getByRole('table', { name: 'Números más jugados' });
  await expect(
    numbers.getByRole('row').filter({ hasText: 'Lotto Activo' }).filter({ hasText: NUMBER }).first(),
  ).toBeVisible();
});

test('the analytical screen drills down the network and back, keeping where it is in the URL', async ({
  page,
  request,
  signInAs,
}) => {
  const admin = await tokenOf(request, 'admin');
  const seller = await tokenOf(request, 'taquilla');
  await sellPlay(request, seller, {
    occurrenceId: await openOccurrence(request, admin),
    number: NUMBER,
    amount: '5000',
  });

  await signInAs('admin');
  const today = bancaDay();
  await page.goto(`/admin/dashboards/analytical?from_date=${today}&to_date=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analítico' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ventas por asociado' });
  await table.getByRole('button', { name: 'Ver el detalle de Distribuidora Centro' }).click();
  await expect(page).toHaveURL(/partner_id=\d+/);
  const trail = page.getByRole('navigation', { name: 'Nivel de la red' });
  await expect(trail.getByText('Distribuidora Centro')).toHaveAttribute('aria-current', 'page');

  await table.getByRole('button', { name: 'Ver el detalle de Agencia Centro 1' }).click();
  await expect(trail.getByText('Agencia Centro 1')).toHaveAttribute('aria-current', 'page');
  const agencyId = Number(new URL(page.url()).searchParams.get('partner_id'));
  // The taquilla row is the API's own figure for it, and a taquilla opens nothing further.
  await expect(page).toHaveURL(new RegExp(`from_date=${today}&to_date=${today}&partner_id=${agencyId}`));
  const answer = await request.get(
    `${kpiSalesByPartner.path}?from_date=${today}&to_date=${today}&partner_id=${agencyId}`,
    {
      headers: auth(admin),
    },
  );
  const taquilla = ((await answer.json()) as SalesByPartnerAnswer).data.find((row) => row.partner.code === 'ACE1-T1')!;
  const row = table.getByRole('row').filter({ hasText: 'ACE1-T1 · Taquilla 1' });
  await expect(row).toContainText(bs(taquilla.sales));
  await expect(row.getByRole('button')).toHaveCount(0);

  await page.reload();
  await expect(trail.getByText('Agencia Centro 1')).toHaveAttribute('aria-current', 'page');
  await trail.getByRole('button', { name: 'Banca Venezuela' }).click();
  await expect(page).not.toHaveURL(/partner_id/);
  await expect(table.getByRole('button', { name: 'Ver el detalle de Distribuidora Centro' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from_date=${today}&to_date=${today}$`));
});
