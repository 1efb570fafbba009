import { cashPrizes, consultTickets, formatMoney, type CashPrizePage } from '@banca/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth, authInBancaZone, bancaDay, tokenOf } from './api-helpers';
import { awardOnceClosed, chooseSaleDay, makeDrawToAward, makeLateLottoDraw, sellPlay } from './sale-draws';
import { countPrints, printedCount } from './printing';

/**
 * The point of sale as the demo seller (Taquilla 1 of Agencia Centro 1, which closes its sales
 * 10 minutes before each draw) uses it. The seeded draws are closed late in the day, so each
 * test makes, as the banca administrator, a draw of its own that is open now.
 */

async function openSellScreen(page: Page) {
  await countPrints(page);
  await page.goto('/');
  await expect(page).toHaveURL('/ticket-office/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Vender' })).toBeVisible();
}

test('the seller sells from the keyboard, prints the ticket with its QR code, and annuls it', async ({
  page,
  request,
  signInAs,
}) => {
  // A whole morning at the counter: sale, phone check, reprint, annulment and a prize check; 26 s
  // alone, past a minute beside the screen walk on two cores: within the default 2 minutes.
  const { draw } = await makeLateLottoDraw(request);
  const seller = await signInAs('taquilla');
  await openSellScreen(page);
  await chooseSaleDay(page, draw);

  await page.getByRole('checkbox', { name: draw.name, exact: true }).check();
  const number = page.getByLabel('Número');
  await number.fill('5');
  await number.press('Enter');
  await expect(page.getByLabel('Monto')).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(number).toBeFocused();
  await page.keyboard.type('00');
  await page.keyboard.press('Enter');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  const building = page.getByRole('table', { name: 'Ticket en preparación' });
  await expect(building.getByRole('row', { name: /5 León/ })).toContainText('Bs 20,00');
  await expect(building.getByRole('row', { name: /00 Ballena/ })).toContainText('Bs 10,00');
  await expect(page.getByText('Total: Bs 30,00')).toBeVisible();

  await page.keyboard.press('F9');
  const sold = page.getByRole('heading', { name: /^Ticket \d{10}$/ });
  await expect(sold).toBeVisible();
  const serial = (await sold.textContent())!.replace('Ticket ', '');
  await expect(page.getByRole('list', { name: 'Resultado de las jugadas' }).getByText('Vendida')).toHaveCount(2);
  await expect(building.getByText('Aún no hay jugadas.')).toBeVisible();
  await expect.poll(() => printedCount(page)).toBe(1);

  // What the printer gets: only the ticket, with its QR code holding serial and code.
  const printArea = page.locator('#ticket-print-area');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Vender' })).toBeHidden();
  await expect(printArea).toBeVisible();
  await expect(printArea).toContainText(`Ticket: ${serial}`);
  await expect(printArea).toContainText('Taquilla 1');
  await expect(printArea).toContainText('5 León');
  await expect(printArea).toContainText('Bs 30,00');
  const qr = printArea.getByRole('img', { name: `Código QR del ticket ${serial}` });
  await expect(qr).toBeVisible();
  const payload = (await qr.getAttribute('data-qr'))!;
  // The QR is the link to the ticket's public check, serial and code after the '#'.
  expect(payload).toMatch(new RegExp(`^${new URL(page.url()).origin}/ticket#${serial}-[A-Z0-9]{8}$`));
  await expect(printArea.getByTestId('printed-ticket')).toHaveAttribute('data-paper-width', '58');
  await page.emulateMedia({ media: 'screen' });

  // The digital copy: the same link, and a text with the plays and the total, for the customer.
  await page.getByRole('button', { name: `Copia digital del ticket ${serial}` }).click();
  const copy = page.getByRole('dialog', { name: `Copia digital del ticket ${serial}` });
  const copyText = await copy.getByLabel('Texto para el cliente').inputValue();
  expect(copyText.split('\n')).toEqual([
    expect.stringMatching(new RegExp(`^Ticket ${serial} del \\d{2}/\\d{2}/\\d{4}$`)),
    expect.stringContaining('5 León · Bs 20,00'),
    expect.stringContaining('00 Ballena · Bs 10,00'),
    'Total: Bs 30,00',
    `Consúltelo aquí: ${payload}`,
  ]);
  await copy.getByRole('button', { name: 'Cerrar' }).click();
  // A customer's phone opens the QR's link, signed in nowhere: the ticket's public check.
  const phone = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(payload);
  const checked = phone.getByRole('region', { name: `Ticket ${serial}` });
  await expect(checked).toContainText('Activo');
  await expect(checked).toContainText('Total Bs 30,00');
  await expect(checked.getByRole('list', { name: 'Jugadas del ticket' }).getByRole('listitem')).toHaveCount(2);
  await expect(checked).not.toContainText('Taquilla 1');
  await phone.close();

  // 80 mm paper is remembered by the browser.
  await page.getByRole('button', { name: 'Impresora: papel de 58 mm' }).click();
  const settings = page.getByRole('dialog', { name: 'Impresora' });
  await settings.getByRole('radio', { name: '80 mm' }).check();
  await settings.getByRole('button', { name: 'Cerrar' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Impresora: papel de 80 mm' })).toBeVisible();
  const todays = page.getByRole('list', { name: 'Tickets de hoy' });
  await todays.getByRole('button', { name: `Reimprimir ticket ${serial}` }).click();
  await expect.poll(() => printedCount(page)).toBe(1);
  await expect(printArea.getByTestId('printed-ticket')).toHaveAttribute('data-paper-width', '80');

  // Annul it with a reason.
  await todays.getByRole('button', { name: `Anular ticket ${serial}` }).click();
  const dialog = page.getByRole('dialog', { name: `Anular ticket ${serial}` });
  await dialog.getByLabel('Motivo').fill('no');
  await dialog.getByLabel('Motivo').press('Enter');
  await expect(dialog).toContainText('El motivo debe tener al menos 3 caracteres.');
  await dialog.getByLabel('Motivo').fill('El cliente cambió de jugada');
  await dialog.getByRole('button', { name: 'Anular ticket' }).click();
  await expect(dialog).toBeHidden();
  // The annulment receipt: the ticket reprinted as annulled, with when and why.
  await expect.poll(() => printedCount(page)).toBe(2);
  await expect(printArea).toContainText('*** ANULADO ***');
  await expect(printArea).toContainText('Motivo: El cliente cambió de jugada');
  await expect(todays.getByRole('listitem', { name: `Ticket ${serial}` })).toContainText('Anulado');
  const list = await request.get(`${consultTickets.path}?serial=${serial}`, {
    headers: auth(seller.access_token),
  });
  expect(((await list.json()) as { data: { status: string }[] }).data.map((row) => row.status)).toEqual(['ANULADO']);

  // The annulled ticket is no prize; an unknown one is not found.
  await page.getByRole('button', { name: 'Pagar premio' }).click();
  const prize = page.getByRole('dialog', { name: 'Pagar premio' });
  const code = prize.getByLabel('Serial y código de seguridad');
  await code.fill(payload);
  await code.press('Enter');
  await expect(prize.getByRole('heading', { name: `Ticket ${serial} · Anulado` })).toBeVisible();
  await expect(prize.getByRole('status')).toBeVisible();
  await expect(prize.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  await code.fill('0000000000 ZZZZ9999');
  await code.press('Enter');
  await expect(prize).toContainText('No existe un ticket con ese serial y código de seguridad.');
  await expect(prize.getByRole('button', { name: 'Pagar' })).toBeDisabled();
});

test('a winning ticket is checked by its scanned QR code and its prize is paid', async ({
  page,
  request,
  signInAs,
}) => {
  // A draw whose sales close at the next minute (or the one after, to leave time to sell).
  const { admin, draw, seller } = await makeDrawToAward(request, 240_000);
  const ticket = await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: '12', amount: '1000' });

  // Once the draw has closed: its result (12, Caballo) and the award.
  await awardOnceClosed(request, admin, draw, '12', 140_000);

  await signInAs('taquilla');
  await openSellScreen(page);
  await page.getByRole('button', { name: 'Pagar premio' }).click();
  const prize = page.getByRole('dialog', { name: 'Pagar premio' });
  // A USB scanner types the QR code's text and Enter.
  await prize
    .getByLabel('Serial y código de seguridad')
    .pressSequentially(`BANCA:${ticket.serial}:${ticket.security_code}`);
  await page.keyboard.press('Enter');
  await expect(prize.getByRole('heading', { name: `Ticket ${ticket.serial} · Premiado` })).toBeVisible();
  await expect(prize).toContainText('Jugó Bs 10,00 × 30 = Bs 300,00');
  await expect(prize.getByRole('status')).toHaveText('Premio a pagar: Bs 300,00.');
  await prize.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Premio pagado: Bs 300,00.')).toBeVisible();
  await expect(prize).toBeHidden();
  // The customer's payout receipt is printed: the winning play and the amount paid.
  await expect.poll(() => printedCount(page)).toBe(1);
  const receipt = page.locator('#ticket-print-area').getByTestId('printed-payout');
  await expect(receipt).toContainText('COMPROBANTE DE PAGO DE PREMIO');
  await expect(receipt).toContainText(`Ticket: ${ticket.serial}`);
  await expect(receipt).toContainText('12 Caballo Bs 10,00 × 30');
  await expect(receipt).toContainText(/PAGADO\s*Bs 300,00/);

  const paid = await request.get(`${consultTickets.path}?serial=${ticket.serial}`, {
    headers: auth(seller),
  });
  expect(((await paid.json()) as { data: { status: string }[] }).data.map((row) => row.status)).toEqual(['PAGADO']);

  // The bank's cash administration counts it among the prizes the taquilla paid today, as the API does.
  await signInAs('admin');
  await page.goto('/admin/administrative/cash-manage/prizes');
  const row = page
    .getByRole('table', { name: 'Premios por taquilla' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Taquilla 1', exact: true }) });
  await expect(row).toHaveCount(1);
  const summary = await request.get(`${cashPrizes.path}?from_date=${bancaDay()}&to_date=${bancaDay()}`, {
    headers: authInBancaZone(await tokenOf(request, 'admin')),
  });
  const line = ((await summary.json()) as CashPrizePage).data.find((prize) => prize.taquilla_name === 'Taquilla 1')!;
  expect(BigInt(line.paid)).toBeGreaterThanOrEqual(30000n);
  await expect(row).toContainText(formatMoney(line.paid, 'BS'));
});
