import { createGlobalReload, createReload, listCashTaquillas } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/auth';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { ReloadDialog } from './reload-dialog';

function renderDialog() {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === listCashTaquillas.path) return jsonResponse(200, [{ id: 41, name: 'Taquilla 1', code: 'ACE1-T1' }]);
      posted.push({ path, body: JSON.parse(String(init?.body)) });
      // Only the requests are read here: a one-taquilla answer is not needed.
      return path === createGlobalReload.path
        ? jsonResponse(200, { batch_id: 'b', reloads: 7 })
        : jsonResponse(200, {});
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, DEMO_USERS.supervisor);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ReloadDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { posted, onClose, dialog: screen.getByRole('dialog', { name: 'Enviar recarga' }) };
}

const choose = async (dialog: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => vi.unstubAllGlobals());

describe('the reload dialog', { timeout: 30_000 }, () => {
  it('asks where the money goes and sends nothing until it is told', async () => {
    const { dialog, posted } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Monto'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Elija la taquilla, o «Todas las taquillas».')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("sends a global reload to every taquilla under the caller's own partner, in minor units", async () => {
    const { dialog, posted, onClose } = renderDialog();
    await choose(dialog, 'Destino', 'Todas las taquillas (global)');
    await userEvent.type(within(dialog).getByLabelText('Monto'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        path: createGlobalReload.path,
        body: expect.objectContaining({
          partner_id: DEMO_USERS.supervisor.partner.id,
          amount: '15000',
          currency: 'BS',
        }),
      },
    ]);
    expect(posted[0]!.body).not.toHaveProperty('taquilla_id');
  });

  it('sends a reload to the one taquilla chosen', async () => {
    const { dialog, posted } = renderDialog();
    await choose(dialog, 'Destino', 'Taquilla 1');
    await userEvent.type(within(dialog).getByLabelText('Monto'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: createReload.path,
      body: expect.objectContaining({ taquilla_id: 41, amount: '2000' }),
    });
  });
});
