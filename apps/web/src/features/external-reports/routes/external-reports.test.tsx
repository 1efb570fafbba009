import {
  importExternalReports,
  importExternalReportsFile,
  listExternalReports,
  type ExternalSale,
} from '@banca/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse } from '@/test/fake-api';
import { rowsOfJson } from '../components/import-json';
import { Component } from './external-reports';

const SLOW = { timeout: 8000 };
const SALE: ExternalSale = {
  id: 1,
  business_date: '2026-03-10',
  partner_id: 9,
  partner_code: 'ACE1-T1',
  partner_name: 'Taquilla 1',
  external_system: 'VENTA_WEB',
  external_system_name: 'Venta web de aliados',
  currency: 'BS',
  sales: '150000',
  prizes: '30000',
  commission: '0',
  net: '120000',
  tickets: null,
  details: { Vendedor_principal: 'Luis' },
  imported_by: 'Ana Administradora',
  imported_at: '2026-03-11T12:00:00.000Z',
};
const ROW_ERRORS = {
  code: 'VALIDATION_ERROR',
  message: 'Hay 2 errores en las filas; no se importó nada.',
  fields: [
    { field: 'rows.2.sales', message: 'Fila 2, ventas: falta.' },
    { field: 'rows.3.partner_code', message: 'Fila 3, asociado: el asociado «X» no existe.' },
  ],
};

function renderScreen(importAnswer: () => Response) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://x');
      if (init?.method === 'POST') posts.push({ path: pathname, body: init.body });
      if (pathname === listExternalReports.path) {
        const totals = [
          { currency: 'BS', sales: '150000', prizes: '30000', commission: '0', net: '120000', tickets: 0 },
        ];
        return jsonResponse(200, { data: [SALE], total: 1, page: 1, per_page: 50, totals, from_date: '', to_date: '' });
      }
      if (pathname === importExternalReports.path || pathname === importExternalReportsFile.path) return importAnswer();
      return jsonResponse(200, []);
    }),
  );
  renderSignedIn(Component, DEMO_USERS.admin, { beside: <Toaster /> });
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('Reportes externos', { timeout: 30_000 }, () => {
  it('lists the imported figures with their other data and the totals per currency', async () => {
    renderScreen(() => jsonResponse(200, {}));
    const table = await screen.findByRole('table', { name: 'Ventas de sistemas externos' }, SLOW);
    const row = (await within(table).findByText('Taquilla 1 (ACE1-T1)', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Bs 1.500,00')).toBeTruthy();
    expect(within(row).getByText('Vendedor_principal: Luis')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total' })).toBeTruthy();
  });

  it('imports pasted JSON and lists the errors of each row the server refused', async () => {
    const posts = renderScreen(() => jsonResponse(400, ROW_ERRORS));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Importar ventas externas' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    const text = within(dialog).getByRole('textbox', { name: 'Filas en JSON' });
    fireEvent.change(text, { target: { value: '{"no": 1}' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText(/debe ser una lista de filas/)).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(text, { target: { value: '[{"fecha": "2026-03-10", "asociado": "ACE1-T1"}, {}]' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const errors = await within(dialog).findByRole('list', { name: 'Errores por fila' }, SLOW);
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fila 2, ventas: falta.', 'Fila 3, asociado: el asociado «X» no existe.']);
    expect(within(dialog).getByText(/Hay 2 errores en las filas/)).toBeTruthy();
    expect(JSON.parse(String(posts[0]!.body))).toEqual({
      external_system: 'VENTA_WEB',
      rows: [{ fecha: '2026-03-10', asociado: 'ACE1-T1' }, {}],
    });
  });

  it('uploads a file and says what was imported', async () => {
    const posts = renderScreen(() =>
      jsonResponse(200, { external_system: 'VENTA_WEB', imported: 3, created: 2, replaced: 1 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Importar ventas externas' });
    const file = new File(['Fecha;Asociado;Ventas\n2026-03-10;ACE1;10\n'], 'ventas.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('Archivo a importar'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Se importaron 3 filas: 2 nuevas y 1 reemplazadas.', {}, SLOW)).toBeTruthy();
    expect(posts[0]!.path).toBe(importExternalReportsFile.path);
    expect(posts[0]!.body).toBeInstanceOf(FormData);
  });
});

describe('rowsOfJson', () => {
  it('reads a list of rows or an object holding them, and says what is wrong otherwise', () => {
    expect(rowsOfJson('[{"a": 1}]')).toEqual({ rows: [{ a: 1 }] });
    expect(rowsOfJson('{"rows": [{"a": 1}]}')).toEqual({ rows: [{ a: 1 }] });
    expect(rowsOfJson('[1]')).toMatchObject({ problem: expect.stringContaining('lista de filas') });
    expect(rowsOfJson('[]')).toEqual({ problem: 'No hay filas que importar.' });
    expect(rowsOfJson('{')).toEqual({ problem: 'El texto no es un JSON válido.' });
  });
});
