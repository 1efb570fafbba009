import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tokenOf } from './api-helpers';
import { chooseSaleDay, makeDraw } from './sale-draws';
import { countPrints, printedCount } from './printing';

/**
 * The point of sale by keyboard alone at the sizes a seller uses (ADR 050): a laptop, a tablet in
 * landscape and in portrait. Nothing scrolls: the ticket, VENDER and the sale's outcome stay in
 * view. Each test makes, as the banca administrator, a draw of its own that is open now (tomorrow's,
 * sold in advance, when today's is too late).
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

async function openSellScreen(page: Page) {
  await countPrints(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vender' })).toBeVisible();
}

const scrolled = (page: Page) =>
  page.evaluate(() => window.scrollY + document.scrollingElement!.scrollLeft + window.scrollX);

for (const viewport of VIEWPORTS) {
  test(`a 3-play ticket sold and annulled by keyboard alone at ${viewport.width}×${viewport.height}, nothing off-screen`, async ({
    page,
    request,
    signInAs,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await tokenOf(request, 'admin');
    const draw = await makeDraw(request, admin, 'Lotto Activo', 23 * 60 + 45, 0, { forSale: true });
    await signInAs('taquilla');
    await openSellScreen(page);
    await chooseSaleDay(page, draw);
    const number = page.getByLabel('Número');
    await expect(number).toBeFocused();

    let keys = 0;
    const press = async (key: string) => {
      keys += 1;
      await page.keyboard.press(key);
    };
    const type = async (text: string) => {
      keys += text.length;
      await page.keyboard.type(text);
    };
    const started = Date.now();
    // The draw found by its time: F2, "2345", Enter, and the cursor is back in Número.
    await press('F2');
    await type(draw.time.replace(':', ''));
    await press('Enter');
    await expect(page.getByRole('group', { name: 'Sorteos de la jugada' })).toContainText(draw.name);
    await expect(number).toBeFocused();
    // The first play moves to the amount; the amount then carries over.
    for (const play of ['5', 'Enter', '10', 'Enter', '00', 'Enter', '12', 'Enter']) {
      await (play === 'Enter' ? press(play) : type(play));
    }
    const building = page.getByRole('table', { name: 'Ticket en preparación' });
    await expect(building.getByRole('row')).toHaveCount(4);
    const sell = page.getByRole('button', { name: 'Vender (F9)' });
    await expect(page.getByText('Total: Bs 30,00')).toBeInViewport();
    await expect(sell).toBeInViewport({ ratio: 1 });
    await press('F9');
    const sold = page.getByRole('heading', { name: /^Ticket \d{10}$/ });
    await expect(sold).toBeInViewport({ ratio: 1 });
    const seconds = (Date.now() - started) / 1000;
    const outcome = page.getByRole('list', { name: 'Resultado de las jugadas' });
    await expect(outcome.getByText('Vendida')).toHaveCount(3);
    await expect(outcome.getByText('Vendida').first()).toBeInViewport();
    await expect(sell).toBeInViewport({ ratio: 1 });
    await expect(number).toBeFocused();
    expect(await scrolled(page)).toBe(0);
    await expect.poll(() => printedCount(page)).toBe(1);
    test.info().annotations.push({ type: 'teclas y segundos', description: `${keys} teclas, ${seconds.toFixed(2)} s` });
    console.log(`${viewport.width}×${viewport.height}: ${keys} teclas, ${seconds.toFixed(2)} s`);

    // Alt+A annuls it; the panel and the buttons stop calling it live; the annulment receipt prints.
    await press('Alt+KeyA');
    const dialog = page.getByRole('dialog', { name: /^Anular ticket/ });
    await dialog.getByLabel('Motivo').fill('Error del cliente');
    await dialog.getByLabel('Motivo').press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ticket anulado: sus jugadas ya no valen.')).toBeInViewport();
    await expect(outcome.getByText('Anulada')).toHaveCount(3);
    await expect(outcome.getByText('Vendida')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anular último (Alt+A)' })).toBeDisabled();
    await expect.poll(() => printedCount(page)).toBe(2);
    await expect(page.locator('#ticket-print-area')).toContainText('*** ANULADO ***', { useInnerText: false });
    expect(await scrolled(page)).toBe(0);

    // Alt+R loads the last ticket's plays again, ready to sell.
    await press('Alt+KeyR');
    await expect(building.getByRole('row')).toHaveCount(4);
    await expect(page.getByText('Total: Bs 30,00')).toBeInViewport();
    await expect(number).toBeFocused();
    // Nothing covers it: a click would land on VENDER itself.
    await sell.click({ trial: true, timeout: 2000 });
  });
}

test('keys typed at machine speed land in the field they were meant for', async ({ page, request, signInAs }) => {
  const admin = await tokenOf(request, 'admin');
  const draw = await makeDraw(request, admin, 'Lotto Activo', 23 * 60 + 45, 0, { forSale: true });
  await signInAs('taquilla');
  await openSellScreen(page);
  await chooseSaleDay(page, draw);
  await page.getByRole('checkbox', { name: draw.name, exact: true }).check();
  await page.getByLabel('Número').focus();
  // A scanner's burst: every key sent without waiting for the one before to be handled.
  await Promise.all([...'7⏎50⏎8⏎36⏎'].map((key) => page.keyboard.press(key === '⏎' ? 'Enter' : key)));
  const building = page.getByRole('table', { name: 'Ticket en preparación' });
  await expect(building.getByRole('row', { name: /7 Perico/ })).toContainText('Bs 50,00');
  await expect(building.getByRole('row', { name: /8 Ratón/ })).toContainText('Bs 50,00');
  await expect(building.getByRole('row', { name: /36 Culebra/ })).toContainText('Bs 50,00');
  await expect(page.getByText('Total: Bs 150,00')).toBeVisible();
  await expect(page.getByLabel('Número')).toHaveValue('');
  await expect(page.getByLabel('Número')).toBeFocused();
});

test('the row actions of the registers stay in view at 1366 px', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs('admin');
  await page.goto('/admin/registry/agencies');
  const actions = page.getByRole('button', { name: /^Acciones de / }).first();
  await expect(actions).toBeInViewport({ ratio: 1 });
});

test('a long ticket stays compact, one row per play, with its total and VENDER in view at every size', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(request, 'admin');
  const draws = [
    await makeDraw(request, admin, 'Lotto Activo', 23 * 60 + 45, 0, { forSale: true }),
    await makeDraw(request, admin, 'La Granjita', 23 * 60 + 45, 0, { forSale: true }),
  ];
  await signInAs('taquilla');
  await openSellScreen(page);
  await chooseSaleDay(page, draws[0]!);
  const building = page.getByRole('table', { name: 'Ticket en preparación' });
  const sell = page.getByRole('button', { name: 'Vender (F9)' });
  const addPlays = async (numbers: readonly string[]) => {
    const number = page.getByLabel('Número');
    for (const [index, value] of numbers.entries()) {
      await number.fill(value);
      await number.press('Enter');
      if (index === 0) {
        await page.getByLabel('Monto').fill('5');
        await page.getByLabel('Monto').press('Enter');
      }
      await expect(number).toHaveValue('');
    }
  };
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.reload();
    await chooseSaleDay(page, draws[0]!);
    for (const draw of draws) await page.getByRole('checkbox', { name: draw.name, exact: true }).check();
    // Toasts (a paid prize's) stack at the top while the point of sale keeps the bottom right for VENDER.
    await expect(page.locator('[aria-live][data-placement]')).toHaveAttribute('data-placement', 'top');

    // Two draws × three numbers: three rows, each play's draws on one line under its number.
    await addPlays(['7', '8', '9']);
    await expect(building.getByRole('row')).toHaveCount(4);
    const row = building.getByRole('row', { name: /7 Perico/ });
    await expect(row).toContainText(`${draws[0]!.name} · ${draws[1]!.name}`);
    await expect(row).toContainText('2 × Bs 5,00');
    expect((await row.boundingBox())!.height, 'alto de una fila').toBeLessThanOrEqual(60);
    await expect(page.getByText('Total: Bs 30,00')).toBeInViewport({ ratio: 1 });
    await expect(sell).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('F9');
    await expect(page.getByRole('heading', { name: /^Ticket \d{10}$/ })).toBeVisible();

    // The next ticket, longer than the column (with the last sale under it): its rows scroll, the total and VENDER stay.
    await addPlays(['10', '11', '12', '13', '14', '15', '16', '17']);
    await expect(building.getByRole('row')).toHaveCount(9);
    await expect(page.getByText('Total: Bs 80,00')).toBeInViewport({ ratio: 1 });
    await expect(sell).toBeInViewport({ ratio: 1 });
    await expect(sell).toBeEnabled();
    expect(await scrolled(page), `${viewport.width}×${viewport.height}`).toBe(0);
    await page.getByRole('button', { name: 'Limpiar' }).click();
  }
});
