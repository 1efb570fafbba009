import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast';
import { jsonResponse } from '@/test/fake-api';
import { DataTable, forgetListTotals, useListQuery, type DataTableColumn } from '.';

interface Row {
  id: number;
  name: string;
}

const COLUMNS: DataTableColumn<Row>[] = [{ id: 'name', header: 'Nombre', sortable: true }];

function Harness() {
  const list = useListQuery<Row>({
    queryKey: ['export-rows'],
    path: '/api/v2/rows',
    filterKeys: ['search'],
    params: { kind: 'A' },
  });
  return <DataTable label="Filas" columns={COLUMNS} list={list} rowKey={(row) => row.id} exportName="filas" />;
}

function renderTable(url: string, exportAnswer: () => Response) {
  const calls: { path: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      calls.push({ path, init });
      if (path === '/api/v2/rows/export') return exportAnswer();
      return jsonResponse(200, { data: [{ id: 1, name: 'Uno' }], total: 1, page: 1, per_page: 100 });
    }),
  );
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, name: this.download });
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:archivo', revokeObjectURL: () => undefined }));
  const router = createMemoryRouter([{ path: '/rows', element: <Harness /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, saved };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  forgetListTotals(['export-rows']);
});

describe('the Exportar menu', () => {
  it('asks the server for the chosen format with the list’s filters and sort, and saves the file it names', async () => {
    const { calls, saved } = renderTable(
      '/rows?search=an&sort=name&order=desc&page=2',
      () =>
        new Response(new Blob(['x']), {
          status: 200,
          headers: {
            'content-disposition':
              'attachment; filename="filas.xlsx"; filename*=UTF-8\'\'Bit%C3%A1cora-2026-11-23.xlsx',
          },
        }),
    );
    await screen.findByText('Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:archivo', name: 'Bitácora-2026-11-23.xlsx' });
    const request = calls.find((call) => call.path === '/api/v2/rows/export')!;
    expect(request.init?.method).toBe('POST');
    expect(JSON.parse(String(request.init?.body))).toEqual({
      kind: 'A',
      search: 'an',
      sort: 'name',
      order: 'desc',
      format: 'xlsx',
    });
    expect(new Headers(request.init?.headers).get('x-timezone')).toBeTruthy();
  });

  it('shows the server’s refusal as a toast and saves nothing', async () => {
    const { saved } = renderTable('/rows', () =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: 'Los datos enviados no son válidos.',
        fields: [{ field: 'format', message: 'El formato debe ser xlsx, pdf o csv.' }],
      }),
    );
    await screen.findByText('Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'PDF' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Los datos enviados no son válidos.');
    expect(saved).toEqual([]);
  });
});
