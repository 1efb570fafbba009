import type { Page } from '@playwright/test';
import { expect, test, TINY_PNG } from './fixtures';
import { countPrints, printedCount } from './printing';

/**
 * A taquilla closes its day from the screens: the seller records an income and an outcome,
 * counts and sends the register, the agency sends it back with an observation (it reads
 * «Devuelto» on the agency's list), the seller corrects the income, counts again and sends it,
 * the agency approves it; what the seller does next goes to another register of the same day.
 * The bank sees it in its resume and audit. The register prints on 80 mm and A4.
 */

const REGISTER = '/ticket-office/cash-register';
const AGENCY_REGISTERS = '/admin/cash-management/cash-register';
const BANK_CASH = '/admin/administrative/cash-manage';

async function countAndSend(page: Page, counted: string) {
  await page.goto(REGISTER);
  await page.getByLabel('Contado (efectivo)').fill(counted);
  await page.getByRole('button', { name: 'Guardar conteo' }).click();
  await expect(page.getByText('Conteo guardado.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar arqueo' }).click();
  await page.getByRole('dialog', { name: 'Enviar arqueo' }).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Arqueo enviado a la agencia.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar conteo' })).toBeHidden();
}

async function openSentRegister(page: Page) {
  await page.goto(AGENCY_REGISTERS);
  const row = page.getByRole('row').filter({ hasText: 'Taquilla 1' }).filter({ hasText: 'Enviado' });
  await row.getByRole('button', { name: /^Revisar el arqueo de Taquilla 1/ }).click();
  return page.getByRole('dialog', { name: 'Revisar arqueo' });
}

test('a seller closes the day, the agency sends it back, the seller sends it again, the agency approves and the bank sees it', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(180_000); // two roles, three visits each, a correction and two prints
  const reference = `E2E-CAJA-${Date.now()}`;
  await countPrints(page);

  await signInAs('taquilla');
  await page.goto('/ticket-office/incomes');
  await page.getByRole('button', { name: 'Registrar ingreso' }).click();
  const income = page.getByRole('dialog', { name: 'Registrar ingreso' });
  await income.getByLabel('Monto').fill('100,00');
  await income.getByLabel('Referencia').fill(reference);
  await expect(income.getByText('Referencia disponible.')).toBeVisible();
  await income.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Aprobado');

  await page.goto('/ticket-office/outcomes');
  await page.getByRole('button', { name: 'Registrar egreso' }).click();
  const outcome = page.getByRole('dialog', { name: 'Registrar egreso' });
  await outcome.getByRole('combobox', { name: 'Tipo de egreso' }).click();
  await page.getByRole('option', { name: 'Gasto operativo' }).click();
  await outcome.getByLabel('Monto').fill('30,00');
  await outcome.getByLabel('Descripción').fill('Papel térmico');
  await outcome
    .getByLabel('Imagen de soporte')
    .setInputFiles({ name: 'factura.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(outcome.getByRole('img', { name: 'Imagen adjunta 1' })).toBeVisible();
  await outcome.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Papel térmico' })).toContainText('Gasto operativo');

  await countAndSend(page, '50,00');
  await page.getByRole('button', { name: 'Imprimir 80 mm' }).click();
  await expect(page.locator('#cash-register-print-area')).toHaveAttribute('data-paper', '80mm');
  await page.getByRole('button', { name: 'Imprimir A4' }).click();
  await expect(page.locator('#cash-register-print-area')).toHaveAttribute('data-paper', 'A4');
  await expect(page.locator('#cash-register-print-area')).toContainText('Arqueo de caja', { useInnerText: false });
  expect(await printedCount(page)).toBe(2);

  await signInAs('agencia');
  const review = await openSentRegister(page);
  await expect(review.getByRole('table', { name: 'Movimientos del arqueo' })).toContainText(reference);
  await review.getByRole('button', { name: 'Devolver' }).click();
  const back = page.getByRole('dialog', { name: 'Devolver arqueo a la taquilla' });
  await back.getByLabel('Observación').fill('Cuente de nuevo el efectivo');
  await back.getByRole('button', { name: 'Devolver' }).click();
  await expect(page.getByText('Arqueo devuelto a la taquilla.')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Taquilla 1' }).filter({ hasText: 'Devuelto' }).first(),
  ).toContainText('Faltante');

  await signInAs('taquilla');
  await page.goto(REGISTER);
  await expect(page.getByText('Devuelto por la agencia: Cuente de nuevo el efectivo')).toBeVisible();
  // The income was typed wrong: it is corrected while the register is open, and the register follows.
  await page.goto('/ticket-office/incomes');
  const typed = page.getByRole('row').filter({ hasText: reference });
  await typed.getByRole('button', { name: /^Corregir el movimiento/ }).click();
  const correction = page.getByRole('dialog', { name: 'Corregir ingreso' });
  await correction.getByLabel('Monto').fill('120,00');
  await correction.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(page.getByText('Ingreso corregido.')).toBeVisible();
  await expect(typed).toContainText('120,00');
  await countAndSend(page, '90,00');

  await signInAs('agencia');
  const again = await openSentRegister(page);
  await again.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Arqueo aprobado.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Taquilla 1' }).first()).toContainText('Aprobado');

  // Approved early in the day: the seller's next register is of the same day, starting from the fund.
  await signInAs('taquilla');
  await page.goto(REGISTER);
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('es-VE', {
      timeZone: 'America/Caracas',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
  );
  await expect(page.getByRole('heading', { name: /^Taquilla 1 · / })).toContainText(
    new RegExp(`${today} · arqueo \\d+`),
  );
  await expect(page.getByText('Creado').first()).toBeVisible();
  await page.goto('/ticket-office/incomes');
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Aprobado');
  await expect(page.getByRole('row').filter({ hasText: reference }).getByRole('button')).toHaveCount(0);

  await signInAs('supervisor');
  await page.goto(`${BANK_CASH}/resume`);
  await page
    .getByRole('link', { name: /^Ver los arqueos de Agencia Centro 1/ })
    .first()
    .click();
  await expect(page).toHaveURL(/cash-manage\/cash-registers\?.*partner_id=/);
  await expect(
    page.getByRole('row').filter({ hasText: 'Taquilla 1' }).filter({ hasText: 'Aprobado' }).first(),
  ).toBeVisible();
  await page.goto(`${BANK_CASH}/audit`);
  await expect(
    page.getByRole('row').filter({ hasText: 'CASH_REGISTER_APPROVE' }).filter({ hasText: 'Taquilla 1' }).first(),
  ).toContainText('APPROVED');
});

test('an income above the agency’s threshold waits in Transacciones until the agency approves it', async ({
  page,
  signInAs,
}) => {
  // The default 2 minutes: the agency's setting, the seller's income and the agency's approval.
  const reference = `E2E-TRX-${Date.now()}`;
  await signInAs('agencia');
  await page.goto('/admin/cash-management/config');
  await page.getByRole('combobox', { name: 'Taquilla' }).click();
  await page.getByRole('option', { name: 'Taquilla 1', exact: true }).click();
  await page.getByLabel('Ingresos: requieren aprobación sobre').fill('10,00');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('Configuración de caja guardada.')).toBeVisible();

  await signInAs('taquilla');
  await page.goto('/ticket-office/incomes');
  await page.getByRole('button', { name: 'Registrar ingreso' }).click();
  const income = page.getByRole('dialog', { name: 'Registrar ingreso' });
  await income.getByLabel('Monto').fill('50,00');
  await income.getByLabel('Referencia').fill(reference);
  await income.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Pendiente');

  await signInAs('agencia');
  await page.goto('/admin/administrative/transactions/pending');
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByRole('button', { name: /^Aprobar el ingreso/ }).click();
  await page.getByRole('dialog', { name: 'Aprobar transacción' }).getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Transacción atendida.')).toBeVisible();
  await page.goto('/admin/administrative/transactions/history');
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Aprobado');
});

test('on a tablet the register keeps Esperado, Contado and Diferencia in view, its terms under each method', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInAs('taquilla');
  await page.goto(REGISTER);
  const table = page.getByRole('table', { name: 'Arqueo por método de pago' });
  for (const header of ['Esperado', 'Contado', 'Diferencia']) {
    const box = (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
    expect(box.x + box.width, header).toBeLessThanOrEqual(768);
  }
  await expect(table.getByRole('rowheader', { name: /^Efectivo/ })).toContainText(/Fondo\sBs\s[\d.,]+ · Ventas/);
  await expect(table.getByRole('columnheader', { name: 'Fondo' })).toHaveCount(0);
});
