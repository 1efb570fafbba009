import {
  createPaymentMethod,
  getAccountBalance,
  getPaymentPayee,
  savePayment,
  type AccountBalanceReport,
} from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { authInBancaZone, bancaDay, tokenOf } from './api-helpers';
import { expect, test, TINY_PNG } from './fixtures';

/**
 * Accounting as an agency and its distributor use it: the agency reports a payment with its
 * evidence, the distributor confirms it and both balances move; a rejected payment shows why;
 * the balance exports. Each flow uses a method and references of its own.
 */

const PAYMENTS = '/admin/administrative/accounting-entries/paymentRecord';
const BALANCE = '/admin/administrative/accounting-entries/accountBalance';
const bs = (minor: bigint) => new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2 }).format(Number(minor) / 100);

async function newMethod(request: APIRequestContext, alias: string): Promise<number> {
  const distributor = await tokenOf(request, 'distribuidor');
  const answer = await request.post(createPaymentMethod.path, {
    headers: authInBancaZone(distributor),
    data: {
      type: 'PAGO_MOVIL',
      alias,
      bank_code: '0134',
      holder_document_type: 'J',
      holder_document_number: '12345678',
      phone: '04141234567',
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

/** Today's other movements (payments, manual entries) of a line of the distributor's balance. */
async function todaysOther(request: APIRequestContext, partnerName: string): Promise<bigint> {
  const distributor = await tokenOf(request, 'distribuidor');
  const answer = await request.post(getAccountBalance.path, {
    headers: authInBancaZone(distributor),
    data: { date: bancaDay() },
  });
  const report = (await answer.json()) as AccountBalanceReport;
  return BigInt(report.lines.find((line) => line.partner_name === partnerName)!.other_movements);
}

test('an agency reports a payment with evidence, its distributor confirms it, and both balances move', async ({
  page,
  request,
  signInAs,
}) => {
  const alias = `Pago móvil e2e ${Date.now()}`;
  await newMethod(request, alias);
  const reference = `E2E${Date.now()}`;
  const [agencyBefore, ownBefore] = [
    await todaysOther(request, 'Agencia Centro 1'),
    await todaysOther(request, 'Distribuidora Centro'),
  ];

  await signInAs('agencia');
  await page.goto(PAYMENTS);
  await page.getByRole('button', { name: 'Reportar pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar pago' });
  await expect(dialog.getByText('El pago es para Distribuidora Centro.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Método de pago del beneficiario' }).click();
  await page.getByRole('option', { name: new RegExp(`^${alias}`) }).click();
  await dialog.getByLabel('Monto (BS)').fill('1.500,00');
  await dialog.getByLabel('Referencia').fill(reference);
  await dialog
    .getByLabel('Comprobante del pago')
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByRole('img', { name: 'Imagen adjunta 1' })).toBeVisible();
  await expect(dialog.getByText('1 de 3 imágenes adjuntas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reportar' }).click();
  await expect(page.getByText('Operación Exitosa!').last()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Pendiente');

  await signInAs('distribuidor');
  await page.goto(PAYMENTS);
  await row.getByRole('button', { name: `Comprobantes el pago ${reference}` }).click();
  await expect(page.getByRole('img', { name: `Comprobante 1 del pago ${reference}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Confirmar el pago ${reference}` }).click();
  await page.getByRole('dialog', { name: 'Confirmar pago' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(row).toContainText('Confirmado');

  expect(await todaysOther(request, 'Agencia Centro 1')).toBe(agencyBefore + 150000n);
  expect(await todaysOther(request, 'Distribuidora Centro')).toBe(ownBefore - 150000n);
  await page.goto(BALANCE);
  const agency = page.getByRole('row').filter({ hasText: 'Agencia Centro 1' });
  await expect(agency).toContainText(bs(agencyBefore + 150000n));
});

test('a rejected payment shows its observation to the agency, and the balance exports', async ({
  page,
  request,
  signInAs,
}) => {
  const alias = `Zelle e2e ${Date.now()}`;
  const methodId = await newMethod(request, alias);
  const agency = await tokenOf(request, 'agencia');
  const payee = await request.get(getPaymentPayee.path, { headers: authInBancaZone(agency) });
  expect(((await payee.json()) as { payee_name: string }).payee_name).toBe('Distribuidora Centro');
  const reference = `R${Date.now()}`;
  const saved = await request.post(savePayment.path, {
    headers: authInBancaZone(agency),
    data: { payment_method_id: methodId, payment_date: bancaDay(), currency: 'BS', amount: '99900', reference },
  });
  expect(saved.status()).toBe(200);

  await signInAs('distribuidor');
  await page.goto(PAYMENTS);
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByRole('button', { name: `Rechazar el pago ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rechazar el pago ${reference}` });
  await dialog.getByLabel('Observación').fill('La referencia no aparece en el banco');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(row).toContainText('Rechazado');

  await signInAs('agencia');
  await page.goto(`${PAYMENTS}?status=REJECTED`);
  await expect(row).toContainText('La referencia no aparece en el banco');
  await expect(row.getByRole('button', { name: `Corregir el pago ${reference}` })).toBeVisible();

  await signInAs('distribuidor');
  await page.goto(BALANCE);
  await expect(page.getByRole('row').filter({ hasText: 'Agencia Centro 1' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
});
