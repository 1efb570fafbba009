import { consultTickets, listLogs } from '@banca/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth } from './api-helpers';
import { awardOnceClosed, chooseSaleDay, makeDrawToAward, makeLateLottoDraw, sellPlay } from './sale-draws';

/**
 * Printing without a dialog (issue 30): a fake thermal printer on `navigator.serial` records
 * what it is sent and when; `window.print` only counts, so a dialog would show up as a count.
 */
interface FakePrinter {
  bytes: number[];
  firstByteAt: number | null;
  soldAt: number | null;
  failing: boolean;
  printed: number;
}

async function installFakePrinter(page: Page) {
  await page.addInitScript(() => {
    const printer: FakePrinter = { bytes: [], firstByteAt: null, soldAt: null, failing: false, printed: 0 };
    (window as unknown as { __printer: FakePrinter }).__printer = printer;
    window.print = () => {
      printer.printed += 1;
    };
    // VENDER's click starts the clock the first byte is measured against.
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[data-primary-action]')) printer.soldAt = performance.now();
      },
      true,
    );
    // One stream for as long as the port is open, as a real port's.
    let writable: WritableStream<Uint8Array> | null = null;
    const port = {
      get writable() {
        return writable;
      },
      async open() {
        writable = new WritableStream<Uint8Array>({
          write(chunk) {
            if (printer.failing) throw new DOMException('The device has been lost.', 'NetworkError');
            printer.firstByteAt ??= performance.now();
            printer.bytes.push(...chunk);
          },
        });
      },
      async close() {
        writable = null;
      },
      getInfo: () => ({ usbVendorId: 0x0416, usbProductId: 0x5011 }),
    };
    Object.defineProperty(navigator, 'serial', {
      configurable: true,
      value: { requestPort: async () => port, getPorts: async () => [port] },
    });
  });
}

const fake = (page: Page) => page.evaluate(() => (window as unknown as { __printer: FakePrinter }).__printer);
/** What the printer received, as text: ASCII stays itself, PC858's letters are their bytes. */
const received = async (page: Page) => String.fromCharCode(...(await fake(page)).bytes);
const resetReceived = (page: Page) =>
  page.evaluate(() => {
    const printer = (window as unknown as { __printer: FakePrinter }).__printer;
    printer.bytes = [];
    printer.firstByteAt = null;
  });

async function pairSerialPrinter(page: Page) {
  await page.getByRole('button', { name: 'Impresora: papel de 58 mm' }).click();
  const settings = page.getByRole('dialog', { name: 'Impresora' });
  await settings.getByRole('radio', { name: 'Serie' }).check();
  await settings.getByRole('button', { name: 'Emparejar impresora' }).click();
  await expect(settings.getByRole('status')).toHaveText('Emparejada: Puerto serie 416:5011');
  await settings.getByRole('button', { name: 'Imprimir prueba' }).click();
  await expect.poll(() => received(page)).toContain('Papel de 58 mm: 32 columnas');
  expect(await received(page)).toContain('impresi\xa2n'); // its ó in PC858
  await settings.getByRole('button', { name: 'Cerrar' }).click();
  await expect(settings).toBeHidden();
  await resetReceived(page);
}

/**
 * Sells 10 on `number` of `drawName`. `timed`: until the printer's first byte the test only reads
 * a number of the page, every 50 ms: finding the sold ticket's heading by its role walks the whole
 * page on the browser's main thread, the same thread that prints, and would be timed with it.
 */
async function sellOne(page: Page, drawName: string, number: string, { timed = false } = {}) {
  await page.getByRole('checkbox', { name: drawName, exact: true }).check();
  const entry = page.getByLabel('Número');
  await entry.fill(number);
  await entry.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await page.locator('[data-primary-action]').click();
  if (timed) {
    const printed = () => (window as unknown as { __printer: FakePrinter }).__printer.firstByteAt !== null;
    await page.waitForFunction(printed, undefined, { polling: 50 });
  }
  const sold = page.getByRole('heading', { name: /^Ticket \d{10}$/ });
  await expect(sold).toBeVisible();
  return (await sold.textContent())!.replace('Ticket ', '');
}

test('a paired serial printer receives the ticket after VENDER with no print dialog, once the sale is answered', async ({
  page,
  request,
  signInAs,
}) => {
  const { draw } = await makeLateLottoDraw(request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs('taquilla');
  await installFakePrinter(page);
  await page.goto('/ticket-office/sell');
  await pairSerialPrinter(page);

  await chooseSaleDay(page, draw);
  const serial = await sellOne(page, draw.name, '5');
  await expect.poll(() => received(page)).toContain(`Ticket: ${serial}`);
  const text = await received(page);
  expect(text.startsWith('\x1b@\x1bt\x13')).toBe(true); // reset, then the PC858 code page
  expect(text).toContain('5 Le\xa2n'); // León, its ó in PC858
  // The QR (GS ( k … 1 P 0): the link to the ticket's public check, which the prize payment reads too.
  expect(text).toContain(`1P0${new URL(page.url()).origin}/ticket#${serial}-`);
  expect(text).toContain('\x1dVB\x00'); // the cut
  const printer = await fake(page);
  expect(printer.printed).toBe(0);
  await expect(page.locator('#ticket-print-area')).toHaveCount(0);
  expect(printer.soldAt).not.toBeNull();

  // VENDER to the first byte on the seller's next sale (the first one also loads the printing
  // code), split into the sale's own round trip to the server (the browser's timing of that
  // request) and what printing costs on the client. Both depend on the machine's load, so the test
  // reports them and `npm run bench:print` measures them over many sales; the test holds the order.
  await resetReceived(page);
  const next = await sellOne(page, draw.name, '7', { timed: true });
  await expect.poll(() => received(page)).toContain(`Ticket: ${next}`);
  const timed = await fake(page);
  const sale = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((one) => one.name.endsWith('/api/v2/ticket-office/sales'))
      .at(-1) as PerformanceResourceTiming;
    return { start: entry.startTime, end: entry.responseEnd };
  });
  const server = sale.end - sale.start;
  const total = timed.firstByteAt! - timed.soldAt!;
  test.info().annotations.push({
    type: 'VENDER → primer byte',
    description: `${Math.round(total)} ms: ${Math.round(sale.start - timed.soldAt!)} hasta pedir la venta, ${Math.round(server)} la venta en el servidor, ${Math.round(timed.firstByteAt! - sale.end)} de la respuesta al primer byte`,
  });
  expect(sale.start).toBeGreaterThanOrEqual(timed.soldAt!);
  expect(timed.firstByteAt!).toBeGreaterThanOrEqual(sale.end);

  // The settings are this terminal's: after a reload the ticket still goes to the printer.
  await page.reload();
  await resetReceived(page);
  await chooseSaleDay(page, draw);
  const second = await sellOne(page, draw.name, '12');
  await expect.poll(() => received(page)).toContain(`Ticket: ${second}`);
  expect((await fake(page)).printed).toBe(0);
});

test('a failing printer says so in Spanish, the sale stays, and Reimprimir prints it once the printer is back', async ({
  page,
  request,
  signInAs,
}) => {
  const { admin, draw } = await makeLateLottoDraw(request);
  const seller = await signInAs('taquilla');
  await installFakePrinter(page);
  await page.goto('/ticket-office/sell');
  await pairSerialPrinter(page);
  await page.evaluate(() => {
    (window as unknown as { __printer: FakePrinter }).__printer.failing = true;
  });

  await chooseSaleDay(page, draw);
  const serial = await sellOne(page, draw.name, '7');
  const alert = page.getByRole('alert').filter({ hasText: 'No se pudo imprimir' });
  await expect(alert).toContainText('La impresora no responde: revise que esté encendida, conectada y con papel.');
  await expect(alert).toContainText('La venta y los pagos ya quedaron guardados.');
  await expect(
    page.getByRole('list', { name: 'Tickets de hoy' }).getByRole('listitem', { name: `Ticket ${serial}` }),
  ).toBeVisible();
  const stored = await request.get(`${consultTickets.path}?serial=${serial}`, { headers: auth(seller.access_token) });
  expect(((await stored.json()) as { data: { status: string }[] }).data.map((row) => row.status)).toEqual(['ACTIVO']);
  expect((await fake(page)).printed).toBe(0);

  await page.evaluate(() => {
    (window as unknown as { __printer: FakePrinter }).__printer.failing = false;
  });
  await alert.getByRole('button', { name: 'Reimprimir' }).click();
  await expect(alert).toBeHidden();
  await expect.poll(() => received(page)).toContain(`Ticket: ${serial}`);
  expect((await fake(page)).printed).toBe(0);

  // The reprint is in the banca's audit log, with the ticket's serial.
  const logs = await request.get(`${listLogs.path}?action=REPRINT_TICKET&search=taquilla`, { headers: auth(admin) });
  const rows = ((await logs.json()) as { data: { after: { serial?: string } | null }[] }).data;
  expect(rows.some((row) => row.after?.serial === serial)).toBe(true);
});

test('at 1366×768 a seller with a paired printer pays a prize and prints the register, and no print dialog opens', async ({
  page,
  request,
  signInAs,
}) => {
  // A winning ticket: a draw that closes at the next minute, sold now, awarded once closed.
  const { admin, draw, seller } = await makeDrawToAward(request, 240_000);
  const ticket = await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: '12', amount: '1000' });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs('taquilla');
  await installFakePrinter(page);
  await page.goto('/ticket-office/sell');
  await pairSerialPrinter(page);

  // The payout receipt goes to it as the prize is paid.
  await awardOnceClosed(request, admin, draw, '12', 140_000);
  await page.goto('/ticket-office/sell');
  await page.getByRole('button', { name: 'Pagar premio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar premio' });
  await dialog.getByLabel('Serial y código de seguridad').fill(`${ticket.serial}-${ticket.security_code}`);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: `Ticket ${ticket.serial} · Premiado` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Premio pagado: Bs 300,00.')).toBeVisible();
  await expect.poll(() => received(page)).toContain('COMPROBANTE DE PAGO DE PREMIO');
  expect(await received(page)).toContain(`Ticket: ${ticket.serial}`);
  await expect(page.locator('#ticket-print-area')).toHaveCount(0);

  // The day's register, the paid prize among its figures, goes to the terminal's printer, on its
  // paper. (It is printed, not sent: the cash flow sends this taquilla's register of the day.)
  await resetReceived(page);
  await page.goto('/ticket-office/cash-register');
  await page.getByRole('button', { name: 'Imprimir 58 mm' }).click();
  await expect.poll(() => received(page)).toContain('Firma taquilla:');
  expect(await received(page)).toContain('Taquilla 1');
  expect(await received(page)).toMatch(/- Premios +Bs [1-9][\d.]*,\d\d/);
  await expect(page.locator('#cash-register-print-area')).toHaveCount(0);
  expect((await fake(page)).printed).toBe(0);
});
