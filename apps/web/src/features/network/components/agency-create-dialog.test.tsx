import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { AgencyCreateDialog } from './agency-create-dialog';
import { testPartner } from '../test-data';

const FATHERS = {
  data: [
    {
      id: 1,
      kind: 'BANCA',
      code: 'BVE',
      name: 'Banca Venezuela',
      status: 'ACTIVE',
      parent_id: null,
      depth: 0,
      children_count: 3,
    },
    {
      id: 2,
      kind: 'DISTRIBUIDOR',
      code: 'DCE',
      name: 'Distribuidora Centro',
      status: 'ACTIVE',
      parent_id: 1,
      depth: 1,
      children_count: 2,
    },
  ],
};

const AGENCY = {
  ...testPartner({
    id: 99,
    kind: 'AGENCIA',
    code: 'APR1',
    name: 'Agencia Prueba',
    parent_id: 2,
    parent_code: 'DCE',
    parent_name: 'Distribuidora Centro',
    depth: 2,
    municipality: 'Libertador',
  }),
  ticket_offices_count: 0,
  has_bets_config: true,
  payments_responsible_partner_id: 2,
};

function stub(create: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/v2/admin/distributor/fathers')) return jsonResponse(200, FATHERS);
    if (url.startsWith('/api/v2/admin/distributor/invalid-names')) {
      const taken = new URL(url, 'http://x').searchParams.get('name') === 'Agencia Centro 1';
      return jsonResponse(200, { name_taken: taken, code_taken: false, data: [] });
    }
    if (url === '/api/v2/admin/registry/agencies/create' && init?.method === 'POST')
      return create(JSON.parse(String(init.body)));
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'No existe.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AgencyCreateDialog open onClose={onClose} currency="BS" />
    </QueryClientProvider>,
  );
  return onClose;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

async function fillGeneral(name = 'Agencia Prueba') {
  await userEvent.type(screen.getByLabelText(/Código/), 'APR1');
  await userEvent.type(screen.getByLabelText(/Nombre/), name);
  await userEvent.click(screen.getByRole('combobox', { name: /Pertenece a/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'DCE · Distribuidora Centro' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('new agency, step by step', { timeout: 40_000 }, () => {
  it('checks each step before the next, confirms, and sends the bets in minor units', async () => {
    let sent: Record<string, unknown> | null = null;
    stub((body) => {
      sent = body as Record<string, unknown>;
      return jsonResponse(201, AGENCY);
    });
    const onClose = renderDialog();
    await next();
    expect(await screen.findByText('El código es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El asociado padre es obligatorio.')).toBeTruthy();

    await fillGeneral();
    await next();
    await userEvent.type(await screen.findByLabelText('Municipio'), 'Libertador');
    await next();

    await userEvent.click(await screen.findByRole('switch', { name: /propia configuración/ }));
    await userEvent.type(screen.getByLabelText(/Mínimo por jugada/), '5');
    await userEvent.type(screen.getByLabelText(/Máximo por jugada/), '2');
    await userEvent.type(screen.getByLabelText(/Máximo por ticket/), '1.000');
    for (const label of [/Minutos antes/, /Ventana de anulación/, /Máximo de anulaciones/, /Días de validez/]) {
      await userEvent.type(screen.getByLabelText(label), '3');
    }
    await next();
    expect(
      await screen.findByText('El máximo por jugada debe ser mayor o igual que el mínimo por jugada.'),
    ).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Máximo por jugada/));
    await userEvent.type(screen.getByLabelText(/Máximo por jugada/), '50,5');
    await next();

    const summary = await screen.findByRole('table', { name: 'Resumen de la agencia' });
    expect(within(summary).getByText('Agencia Prueba')).toBeTruthy();
    expect(within(summary).getByText('DCE · Distribuidora Centro')).toBeTruthy();
    expect(within(summary).getByText('Bs 5,00 / Bs 50,50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear agencia' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({
      code: 'APR1',
      name: 'Agencia Prueba',
      parent_id: 2,
      municipality: 'Libertador',
      email: null,
      bets: { min_per_play: '500', max_per_play: '5050', max_per_ticket: '100000', prize_validity_days: 3 },
    });
  });

  it('says a taken name while typing, and takes the user back to the field the server refused', async () => {
    stub(() =>
      jsonResponse(409, {
        code: 'CONFLICT',
        message: 'Ya existe.',
        fields: [{ field: 'code', message: 'Código: ya existe un asociado con el código «APR1».' }],
      }),
    );
    renderDialog();
    await fillGeneral('Agencia Centro 1');
    expect(await screen.findByText('Ya existe un asociado con este nombre.')).toBeTruthy();
    // The check only warns: the server has the last word.
    await userEvent.clear(screen.getByLabelText(/Nombre/));
    await userEvent.type(screen.getByLabelText(/Nombre/), 'Agencia Nueva');
    await next();
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Crear agencia' }));
    // Back on the first step, with the server's message under the code.
    expect(await screen.findByText('Código: ya existe un asociado con el código «APR1».')).toBeTruthy();
    expect(screen.getByLabelText(/Código/).getAttribute('aria-invalid')).toBe('true');
  });
});
