import { createPaymentMethod } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { MethodDialog } from './method-dialog';

function renderDialog() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://x').pathname === createPaymentMethod.path)
        posted.push(JSON.parse(String(init?.body)));
      return jsonResponse(200, {});
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MethodDialog method={null} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return { posted, dialog: screen.getByRole('dialog', { name: 'Nuevo método de pago' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the payment method dialog', { timeout: 30_000 }, () => {
  it('asks a bank account for its bank, holder, document and 20-digit number, and a Zelle only for holder and email', async () => {
    const { dialog, posted } = renderDialog();
    expect(within(dialog).getByLabelText('Número de cuenta (20 dígitos)')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Correo')).toBeNull();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zelle' }));
    expect(within(dialog).queryByLabelText('Número de cuenta (20 dígitos)')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Alias/), 'Zelle principal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El titular es obligatorio.')).toBeTruthy();
    expect(within(dialog).getByText('El correo es obligatorio.')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
