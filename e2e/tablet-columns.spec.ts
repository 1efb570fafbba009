import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * On a tablet the figures a person came for are in view without scrolling sideways: the shared
 * table lets its lower-priority columns give way when the table is narrow (a container query on
 * the table's own width), at 768×1024 and at 1024×768 with the side menu open.
 */

const TABLET_SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

/** The table's scroll box never scrolls sideways, and each header is whole inside the window. */
async function expectFiguresInView(table: Locator, headers: readonly string[]) {
  const scroller = table.locator('xpath=..');
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth), {
      message: 'desplazamiento lateral',
    })
    .toBeLessThanOrEqual(1);
  for (const header of headers) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeInViewport({ ratio: 1 });
  }
}

for (const size of TABLET_SIZES) {
  test(`the cash registers and the sales report show their figures whole at ${size.width}×${size.height}`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize(size);
    await signInAs('agencia');
    await page.goto('/admin/cash-management/cash-register');
    const registers = page.getByRole('table', { name: /Arqueos/ });
    await expect(registers).toBeVisible();
    await expectFiguresInView(registers, ['Esperado', 'Contado', 'Diferencia', 'Acciones']);

    await page.goto('/admin/administrative/balance-report/daily-sales');
    const report = page.getByRole('table', { name: /Ventas diarias/ });
    await expect(report).toBeVisible();
    await expectFiguresInView(report, ['Ventas', 'Premios', 'Comisión', 'Neto']);
  });
}
