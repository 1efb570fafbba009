import { getBankingConfig, updateBankingConfig, type BankingConfig } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { auth } from './api-helpers';
import { countPrints, printedCount } from './printing';
import { awardOnceClosed, makeDrawToAward, sellPlay } from './sale-draws';

/**
 * Winner identification (issue 26, part 5): the administrator sets the banca's "Identificar
 * ganadores desde" on the banca's screen; the seller paying a prize at or above it is asked for the
 * winner's cédula, name and phone, the payout receipt prints them (the cédula masked), and the
 * compliance report lists the winner in full. The threshold (Bs 10.000,00) is far above any other
 * flow's prize, and it is put back as it was at the end.
 */

const REPORT = '/admin/administrative/balance-report/identified-winners';

async function putThreshold(request: APIRequestContext, admin: string, value: string | null) {
  const config = (await (await request.get(getBankingConfig.path, { headers: auth(admin) })).json()) as BankingConfig;
  const { id: _i, descendants_count: _d, updated_at: _u, ...body } = config;
  const saved = await request.put(updateBankingConfig.path, {
    headers: auth(admin),
    data: { ...body, identify_winners_from: value },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return config.identify_winners_from;
}

test('a prize above the banca’s threshold is paid to an identified winner, printed and listed for compliance', async ({
  page,
  request,
  signInAs,
}) => {
  const { admin, draw, seller } = await makeDrawToAward(request, 240_000);
  // Bs 500,00 on 12 at 30 × wins Bs 15.000,00.
  const ticket = await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: '12', amount: '50000' });
  const before = await putThreshold(request, admin, null);
  try {
    // The administrator sets the threshold where the banca's prize payment is set.
    await signInAs('admin');
    await page.goto('/admin/registry/banking/config');
    const form = page.getByRole('form', { name: 'Configuración de la banca' });
    await form.getByLabel('Identificar ganadores desde').fill('10.000,00');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Operación Exitosa!').last()).toBeVisible();
    const saved = await request.get(getBankingConfig.path, { headers: auth(admin) });
    expect(((await saved.json()) as BankingConfig).identify_winners_from).toBe('1000000');

    await awardOnceClosed(request, admin, draw, '12', 200_000);

    // The seller checks the prize: the winner is asked for before paying.
    await signInAs('taquilla');
    await countPrints(page);
    await page.goto('/ticket-office/sell');
    await page.getByRole('button', { name: 'Pagar premio' }).click();
    const prize = page.getByRole('dialog', { name: 'Pagar premio' });
    await prize.getByLabel('Serial y código de seguridad').fill(`${ticket.serial} ${ticket.security_code}`);
    await page.keyboard.press('Enter');
    await expect(prize.getByRole('status')).toHaveText('Premio a pagar: Bs 15.000,00.');
    const winner = prize.getByRole('form', { name: 'Datos del ganador' });
    await expect(winner).toBeVisible();

    // Without the winner nothing is paid: each field says what it needs.
    await prize.getByRole('button', { name: 'Pagar' }).click();
    await expect(winner).toContainText('La cédula del ganador es obligatoria.');
    await winner.getByLabel(/Cédula/).fill('12345678');
    await prize.getByRole('button', { name: 'Pagar' }).click();
    await expect(winner).toContainText('La cédula debe ser V- o E- seguida de 6 a 9 dígitos (ej. V-12345678).');

    await winner.getByLabel(/Cédula/).fill('V-12345678');
    await winner.getByLabel(/Nombre y apellido/).fill('José Pérez');
    await winner.getByLabel(/Teléfono/).fill('0414 123 4567');
    await prize.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByText('Premio pagado: Bs 15.000,00.')).toBeVisible();
    await expect(prize).toBeHidden();

    // The payout receipt names the winner, the cédula masked but for its last four digits.
    await expect.poll(() => printedCount(page)).toBe(1);
    const receipt = page.locator('#ticket-print-area').getByTestId('printed-payout');
    await expect(receipt).toContainText('GANADOR');
    await expect(receipt).toContainText('Nombre: José Pérez');
    await expect(receipt).toContainText('Cédula: V-****5678');
    await expect(receipt).not.toContainText('V-12345678');
    await expect(receipt).toContainText('Teléfono: 04141234567');

    // The compliance officer reads the winner in full in «Ganadores identificados».
    await signInAs('supervisor');
    await page.goto('/admin/dashboards/sales');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Ganadores identificados' })
      .click();
    await expect(page).toHaveURL(REPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Ganadores identificados' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Ganadores identificados' });
    const row = table.getByRole('row').filter({ hasText: `Ticket ${ticket.serial}` });
    await expect(row).toContainText('V-12345678');
    await expect(row).toContainText('José Pérez');
    await expect(row).toContainText('Bs 15.000,00');
    await expect(table.getByRole('row', { name: /^Total/ }).first()).toBeVisible();

    // The minimum amount lives in the address and narrows the rows.
    await page.getByRole('textbox', { name: 'Monto mínimo' }).fill('15.000,01');
    await expect(page).toHaveURL(/min_amount=1500001/);
    await expect(row).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Monto mínimo' }).fill('15.000,00');
    await expect(page).toHaveURL(/min_amount=1500000/);
    await expect(row).toBeVisible();

    // The export downloads with the report's name.
    await page.getByRole('button', { name: 'Exportar' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^ganadores-identificados-\d{4}-\d{2}-\d{2}\.xlsx$/);
  } finally {
    await putThreshold(request, admin, before);
  }
});

test('the network below the banca cannot open the report', async ({ page, signInAs }) => {
  await signInAs('agencia');
  await page.goto(REPORT);
  await expect(page).toHaveURL('/admin/dashboards/sales');
  await signInAs('taquilla');
  await page.goto(REPORT);
  await expect(page).toHaveURL('/ticket-office/sell');
});
