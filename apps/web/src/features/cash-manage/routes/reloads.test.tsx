import {
  deleteReload,
  listReloads,
  pathOf,
  updateReload,
  type SessionUser,
} from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { cashMovement } from '@/features/cash/test-data';
import { DEMO_USERS } from '@/test/demo-users';
import { answerByPath, pageOf, recordFetch } from '@/test/fake-api';
import { Component as Reloads } from './reloads';

function renderAt(url: string, route: string, Screen: ComponentType, user: SessionUser, answers: Record<string, unknown>) {
  const asked = recordFetch(answerByPath(answers, cashMovement(21, { kind: 'RECARGA' })));
  renderSignedIn(Screen, user, { url, route });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the reloads screen', { timeout: 30_000 }, () => {
  it('lets the bank correct and annul a reload', async () => {
    const reload = cashMovement(21, { kind: 'RECARGA', reference: null, description: 'Recarga de caja' });
    const asked = renderAt('/admin/administrative/cash-manage/reloads', '/admin/administrative/cash-manage/reloads', Reloads, DEMO_USERS.supervisor, {
      [listReloads.path]: pageOf([reload, cashMovement(22, { kind: 'RECARGA', cash_register_status: 'APPROVED' })]),
    });
    expect(await screen.findByRole('button', { name: 'Corregir el movimiento 21' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular el movimiento 22' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Corregir el movimiento 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir recarga' });
    await userEvent.type(within(dialog).getByLabelText('Descripción'), ' de la mañana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    await vi.waitFor(() => expect(asked.some((call) => call.method === 'PATCH')).toBe(true));
    expect(asked.find((call) => call.method === 'PATCH')).toMatchObject({
      path: pathOf(updateReload, { id: 21 }),
      body: { description: 'Recarga de caja de la mañana' },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Anular el movimiento 21' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anular recarga' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anular' }));
    await vi.waitFor(() => expect(asked.some((call) => call.method === 'DELETE')).toBe(true));
    expect(asked.find((call) => call.method === 'DELETE')!.path).toBe(pathOf(deleteReload, { id: 21 }));
  });
});
