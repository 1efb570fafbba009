import {
  createRiskThreshold,
  listGeneralProducts,
  listRiskThresholds,
  pathOf,
  updateRiskThreshold,
  type RiskThreshold,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, pageOf, recordFetch, type AskedRequest } from '@/test/fake-api';
import { Component as RiskThresholdsPage } from './risk-thresholds-page';

const PATH = '/admin/tools/risk-thresholds';

const threshold = (id: number, more: Partial<RiskThreshold> = {}): RiskThreshold => ({
  id,
  kind: 'NOTIFY_PERCENT',
  percent: 80,
  amount: null,
  currency: null,
  lottery: null,
  product: null,
  active: true,
  updated_at: '2026-11-26T15:30:00.000Z',
  ...more,
});

const RULES = [
  threshold(1),
  threshold(2, { percent: 95 }),
  threshold(3, {
    kind: 'BLOCK_LIABILITY',
    percent: null,
    amount: '50000000',
    currency: 'BS',
    product: { id: 7, name: 'Lotto Activo' },
    active: false,
  }),
];
const PRODUCTS = [
  {
    id: 7,
    name: 'Lotto Activo',
    product_type: 'ANIMALITOS',
    lottery_id: 2,
    lottery_name: 'Lotto',
    category_id: null,
    image_url: null,
  },
];

/** The list and the products from the canned answers; a write answers the threshold it was sent. */
function api(): AskedRequest[] {
  return recordFetch((request) => {
    if (request.path === listGeneralProducts.path) return jsonResponse(200, PRODUCTS);
    if (request.method === 'GET') return jsonResponse(200, pageOf(RULES));
    return jsonResponse(200, threshold(9, request.body as Partial<RiskThreshold>));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the risk thresholds screen', { timeout: 30_000 }, () => {
  it('shows the banca’s rules in Spanish, with their value and reach', async () => {
    api();
    renderSignedIn(RiskThresholdsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    const table = await screen.findByRole('table', { name: 'Umbrales de riesgo' });
    await within(table).findByText('Lotto Activo');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Avisar al porcentaje del límite')).toBeTruthy();
    expect(within(rows[0]!).getByText('80 %')).toBeTruthy();
    expect(within(rows[0]!).getByText('Todos los productos')).toBeTruthy();
    expect(within(rows[2]!).getByText('más de Bs 500.000,00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Lotto Activo')).toBeTruthy();
    expect(within(rows[2]!).getByText('Inactivo')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: /^Activar/ })).toBeTruthy();
  });

  it('adds a block rule on one product, sending the contract’s body', async () => {
    const asked = api();
    renderSignedIn(RiskThresholdsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo umbral' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo umbral de riesgo' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bloquear al porcentaje del límite' }));
    const percent = within(dialog).getByRole('textbox', { name: 'Porcentaje del límite' });
    await userEvent.tripleClick(percent);
    await userEvent.keyboard('101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El porcentaje debe estar entre 1 y 100.')).toBeTruthy();
    expect(asked.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.tripleClick(percent);
    await userEvent.keyboard('90');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Alcance' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lotto Activo (Lotto)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(asked.filter((request) => request.method === 'POST')).toHaveLength(1));
    const posted = asked.find((request) => request.method === 'POST')!;
    expect(posted.path).toBe(createRiskThreshold.path);
    expect(posted.body).toEqual({
      kind: 'BLOCK_PERCENT',
      percent: 90,
      amount: null,
      currency: null,
      lottery_id: null,
      product_id: 7,
      active: true,
    });
  });

  it('turns a rule off after asking, keeping its values', async () => {
    const asked = api();
    renderSignedIn(RiskThresholdsPage, DEMO_USERS.admin, { url: PATH, route: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar el umbral 95 %' }));
    const confirm = await screen.findByRole('dialog', { name: 'Desactivar umbral' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await vi.waitFor(() => expect(asked.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const put = asked.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(pathOf(updateRiskThreshold, { id: 2 }));
    expect(put.body).toMatchObject({ kind: 'NOTIFY_PERCENT', percent: 95, active: false });
  });

  it('is read-only for the supervisor', async () => {
    const asked = api();
    renderSignedIn(RiskThresholdsPage, DEMO_USERS.supervisor, { url: PATH, route: PATH });
    await screen.findByRole('table', { name: 'Umbrales de riesgo' });
    expect(screen.queryByRole('button', { name: 'Nuevo umbral' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(asked.map((request) => request.path)).toContain(listRiskThresholds.path);
  });
});
