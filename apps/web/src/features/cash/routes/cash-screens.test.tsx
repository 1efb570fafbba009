import {
  listCashRegisterItems,
  listCashRegisters,
  listIncomes,
  pathOf,
  updateIncome,
  type SessionUser,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { cashMovement, cashRegister } from '../test-data';
import { DEMO_USERS } from '@/test/demo-users';
import { answerByPath, pageOf, recordFetch } from '@/test/fake-api';
import { Component as AgencyRegisters } from './agency-registers';
import { Component as Incomes } from './incomes';

const INCOMES = [
  cashMovement(1, {}),
  cashMovement(2, { written_by_system: true, reference: 'POLLA-7', description: 'Venta de polla, ticket 7' }),
  cashMovement(3, { cash_register_status: 'APPROVED' }),
  cashMovement(4, { status: 'PENDIENTE', cash_register_id: null, cash_register_status: null }),
];

function renderAt(url: string, route: string, Screen: ComponentType, user: SessionUser, answers: Record<string, unknown>) {
  const asked = recordFetch(answerByPath(answers, INCOMES[0]));
  renderSignedIn(Screen, user, { url, route });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the cash screens offer what the server allows', { timeout: 30_000 }, () => {
  it('offers to correct or annul only what a person recorded and still counts; never a system movement', async () => {
    renderAt('/ticket-office/incomes', '/ticket-office/incomes', Incomes, DEMO_USERS.taquilla, {
      [listIncomes.path]: pageOf(INCOMES, [{ currency: 'BS', movements: 4, amount: '600000' }]),
    });
    const table = await screen.findByRole('table', { name: 'Ingresos' });
    await within(table).findByText('REF-1');
    expect(within(table).getByRole('button', { name: 'Corregir el movimiento 1' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Anular el movimiento 1' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Anular el movimiento 4' })).toBeTruthy();
    for (const id of [2, 3]) {
      expect(within(table).queryByRole('button', { name: `Anular el movimiento ${id}` })).toBeNull();
      expect(within(table).queryByRole('button', { name: `Corregir el movimiento ${id}` })).toBeNull();
    }
  });

  it('corrects an income: sends only what changed, in minor units', async () => {
    const asked = renderAt('/ticket-office/incomes', '/ticket-office/incomes', Incomes, DEMO_USERS.taquilla, {
      [listIncomes.path]: pageOf(INCOMES),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Corregir el movimiento 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir ingreso' });
    const amount = within(dialog).getByLabelText('Monto');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1750');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    await vi.waitFor(() => expect(asked.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(asked.find((call) => call.method === 'PATCH')).toMatchObject({
      path: pathOf(updateIncome, { id: 1 }),
      body: { amount: '175000' },
    });
  });

});

describe('the registers read alike', { timeout: 30_000 }, () => {
  it('a returned register reads «Devuelto», and a shortfall reads «Faltante» in the row and in the totals', async () => {
    renderAt('/admin/cash-management/cash-register', '/admin/cash-management/cash-register', AgencyRegisters, DEMO_USERS.agencia, {
      [listCashRegisters.path]: {
        ...pageOf([cashRegister({}), cashRegister({ id: 10, sequence: 2, status: 'APPROVED', observation: null, difference: '0', counted: '10000' })]),
        totals: [{ currency: 'BS', registers: 2, expected: '20000', counted: '12000', difference: '-8000' }],
      },
    });
    const table = await screen.findByRole('table', { name: 'Arqueos de caja' });
    const returned = (await within(table).findByText('Devuelto')).closest('tr');
    expect(returned?.textContent).toContain('Faltante Bs 80,00');
    expect(within(table).queryByText('Creado')).toBeNull();
    expect(within(table).getByText('26/11/2026 · arqueo 2')).toBeTruthy();
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total.textContent).toContain('Faltante Bs 80,00');
    expect(total.textContent).not.toContain('-80,00');
  });

  it('pages a long register, with the server’s totals of all its movements', async () => {
    const items = Array.from({ length: 25 }, (_, i) => ({
      item_code: `VENTA-${i + 1}`,
      kind: 'VENTA',
      payment_method: 'EFECTIVO',
      amount: '1000',
      business_date: '2026-11-26',
      detail: `Ticket ${i + 1}`,
    }));
    const asked = renderAt('/admin/cash-management/cash-register', '/admin/cash-management/cash-register', AgencyRegisters, DEMO_USERS.agencia, {
      [listCashRegisters.path]: pageOf([cashRegister({ status: 'SENT', observation: null })]),
      '/api/v2/ticket-office/cash-register/drawed': cashRegister({ status: 'SENT', observation: null }),
      [listCashRegisterItems.path]: { data: items, total: 1010, page: 1, per_page: 25, totals: [{ currency: 'BS', items: 1010, amount: '17055000' }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Revisar el arqueo de Taquilla 1/ }));
    const movements = await screen.findByRole('table', { name: 'Movimientos del arqueo' });
    expect(await within(movements).findByRole('row', { name: 'Total del arqueo' })).toBeTruthy();
    expect(within(movements).getByRole('row', { name: 'Total del arqueo' }).textContent).toContain('1.010 movimientos');
    expect(within(movements).getByRole('row', { name: 'Total del arqueo' }).textContent).toContain('Bs 170.550,00');
    expect(within(movements).getAllByRole('row')).toHaveLength(1 + 25 + 1);
    expect(screen.getByText('1–25 de 1010')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await vi.waitFor(() =>
      expect(asked.some((call) => call.path === listCashRegisterItems.path && call.search.get('page') === '2')).toBe(true),
    );
  });
});
