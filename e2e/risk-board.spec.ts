import { listRiskBoard, type RiskBoardPage } from '@banca/contracts';
import { expect, test } from './fixtures';
import { authInBancaZone } from './api-helpers';
import { lateLottoDrawToSell, sellPlay } from './sale-draws';

/**
 * Tablero de riesgo (ADR 058): the banca's administrator reaches it from the sales dashboard's
 * live risk panel, finds the number its seller just sold on an open draw with the API's figures,
 * narrows it by draw and share in the address and can export it; the board reads again by itself
 * when the banca sells (the bell's push). An agency has no way in.
 */

/** The number the seller plays. */
const NUMBER = '23';

test('the administrator reads the live board, narrows it in the address and sees a new sale arrive', async ({
  page,
  request,
  signInAs,
}) => {
  const { admin, seller, draw } = await lateLottoDrawToSell(request, 23 * 60 + 58);
  await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: NUMBER, amount: '10000' });
  const boardOf = async () => {
    const answer = await request.get(listRiskBoard.path, {
      headers: authInBancaZone(admin),
      params: { occurrence_id: draw.occurrenceId },
    });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as RiskBoardPage;
  };
  // The board follows the sale at the risk watch's next pass (about a second behind the rollup fold).
  await expect
    .poll(async () => (await boardOf()).data.find((r) => r.number === NUMBER)?.partner.code, { timeout: 15_000 })
    .toBe('BVE');

  await signInAs('admin');
  await page.goto('/admin/dashboards/sales');
  await page.getByRole('link', { name: 'Tablero de riesgo' }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/risk-board/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero de riesgo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sorteos abiertos' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sorteo' }).click();
  await page.getByRole('option', { name: new RegExp(`Lotto Activo · ${draw.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]occurrence_id=${draw.occurrenceId}`));
  const table = page.getByRole('table', { name: 'Tablero de riesgo' });
  const shown = table.getByRole('row').filter({ hasText: 'Banca Venezuela' }).filter({ hasText: NUMBER }).first();
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('progressbar')).toBeVisible();

  // Another sale of the number: the board reads again by itself (the push, or its fallback).
  const before = await shown.innerText();
  await sellPlay(request, seller, { occurrenceId: draw.occurrenceId, number: NUMBER, amount: '20000' });
  await expect.poll(() => shown.innerText(), { timeout: 40_000 }).not.toBe(before);

  await page.getByRole('combobox', { name: '% usado' }).click();
  await page.getByRole('option', { name: 'Desde 100 %' }).click();
  await expect(page).toHaveURL(/[?&]min_pct=100/);
  await expect(page.getByRole('button', { name: /Exportar/ })).toBeVisible();
});

test('an agency has no risk board and is sent home from its address', async ({ page, signInAs }) => {
  await signInAs('agencia');
  await page.goto('/admin/dashboards/sales');
  await expect(page.getByRole('link', { name: 'Tablero de riesgo' })).toHaveCount(0);
  await page.goto('/admin/tools/risk-board');
  await expect(page).not.toHaveURL(/\/admin\/tools\/risk-board/);
});
