import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-api';
import { DataTable, forgetListTotals, ListSearchField, useListQuery, type DataTableColumn } from '.';
import { readListState, writeListState } from '.';

interface Row {
  id: number;
  code: string;
  name: string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'code', header: 'Código', sortable: true },
  { id: 'name', header: 'Nombre', sortable: true },
];

function Harness() {
  const list = useListQuery<Row>({ queryKey: ['test-rows'], path: '/api/v2/rows', filterKeys: ['search'] });
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <DataTable
        label="Filas de prueba"
        columns={COLUMNS}
        list={list}
        rowKey={(row) => row.id}
        toolbar={<ListSearchField list={list} />}
      />
    </>
  );
}

function renderTable(url = '/rows', answer: (query: URLSearchParams, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(String(input), 'http://x').searchParams, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/rows', element: <Harness /> }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const rowsOf = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, code: `C${from + i}`, name: `Fila ${from + i}` }));

afterEach(() => {
  vi.unstubAllGlobals();
  forgetListTotals(['test-rows']);
});

describe('<DataTable>', () => {
  it('shows the page of rows with Spanish paging labels and an accessible name', async () => {
    renderTable('/rows', () => jsonResponse(200, { data: rowsOf(2), total: 2, page: 1, per_page: 100 }));
    const table = await screen.findByRole('table', { name: 'Filas de prueba' });
    expect(await within(table).findByText('Fila 2')).toBeTruthy();
    expect(screen.getByText('Filas por página')).toBeTruthy();
    expect(screen.getByText('1–2 de 2')).toBeTruthy();
  });

  it('says "No hay registros" when nothing matches', async () => {
    renderTable('/rows', () => jsonResponse(200, { data: [], total: 0, page: 1, per_page: 100 }));
    expect(await screen.findByText('No hay registros')).toBeTruthy();
  });

  it("shows the server's message and retries on demand", async () => {
    let calls = 0;
    renderTable('/rows', () => {
      calls++;
      return calls === 1
        ? jsonResponse(500, { code: 'INTERNAL_ERROR', message: 'El servidor tuvo un inconveniente.' })
        : jsonResponse(200, { data: rowsOf(1), total: 1, page: 1, per_page: 100 });
    });
    expect(await screen.findByText('El servidor tuvo un inconveniente.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Fila 1')).toBeTruthy();
  });

  it('sorts from a header button, keeping the state in the URL', async () => {
    const fetchMock = renderTable('/rows', () =>
      jsonResponse(200, { data: rowsOf(1), total: 1, page: 1, per_page: 100 }),
    );
    await screen.findByText('Fila 1');
    await userEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('sort=name'));
    await userEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('order=desc'));
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
    expect(last.get('sort')).toBe('name');
    expect(last.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Nombre/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sends the total it already knows in x-cached-count on later pages only', async () => {
    const fetchMock = renderTable('/rows?per_page=25', (query) => {
      const page = Number(query.get('page'));
      return jsonResponse(200, { data: rowsOf(25, (page - 1) * 25 + 1), total: 60, page, per_page: 25 });
    });
    await screen.findByText('Fila 1');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('Fila 26')).toBeTruthy();
    const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
    expect(headersOf(0).get('x-cached-count')).toBeNull();
    expect(headersOf(1).get('x-cached-count')).toBe('60');
    expect(screen.getByTestId('url').textContent).toContain('page=2');
  });

  it('counts again on a later page once the totals are forgotten after a change', async () => {
    const fetchMock = renderTable('/rows?per_page=25&page=2', (query) => {
      const page = Number(query.get('page'));
      return jsonResponse(200, { data: rowsOf(25, (page - 1) * 25 + 1), total: 200, page, per_page: 25 });
    });
    const cachedCountOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('x-cached-count');
    await screen.findByText('Fila 26');
    expect(cachedCountOf(0)).toBeNull(); // nothing known yet
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('Fila 51');
    expect(cachedCountOf(1)).toBe('200');
    forgetListTotals(['test-rows']);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('Fila 76');
    expect(cachedCountOf(2)).toBeNull();
  });

  it('filters by search after typing, back on page 1', async () => {
    const fetchMock = renderTable('/rows?page=2', () =>
      jsonResponse(200, { data: rowsOf(1), total: 1, page: 1, per_page: 100 }),
    );
    await screen.findByText('Fila 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'cen');
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?search=cen'));
    await waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
      expect(last.get('search')).toBe('cen');
      expect(last.get('page')).toBe('1');
    });
  });
});

describe('a row actions column', () => {
  it('stays pinned at the right edge; other columns scroll', async () => {
    function Pinned() {
      const list = useListQuery<Row>({ queryKey: ['test-rows'], path: '/api/v2/rows', filterKeys: [] });
      const columns: DataTableColumn<Row>[] = [
        ...COLUMNS,
        { id: 'actions', header: 'Acciones', render: () => 'Editar' },
      ];
      return <DataTable label="Filas de prueba" columns={columns} list={list} rowKey={(row) => row.id} />;
    }
    vi.stubGlobal('fetch', async () => jsonResponse(200, { data: rowsOf(1), total: 1, page: 1, per_page: 100 }));
    const router = createMemoryRouter([{ path: '/rows', element: <Pinned /> }], { initialEntries: ['/rows'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const cell = await screen.findByText('Editar');
    expect(getComputedStyle(cell).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Acciones' })).position).toBe('sticky');
    expect(getComputedStyle(screen.getByText('Fila 1')).position).not.toBe('sticky');
  });
});

describe('list state in the URL', () => {
  it('reads defaults, clamps nonsense and leaves defaults out when writing', () => {
    const state = readListState(new URLSearchParams('page=-3&per_page=9999&order=sideways&status=ACTIVE&other=x'), {
      filterKeys: ['status'],
    });
    expect(state).toEqual({ page: 1, per_page: 500, sort: undefined, order: 'asc', filters: { status: 'ACTIVE' } });
    const next = writeListState(
      new URLSearchParams('page=3&keep=1'),
      { ...state, page: 3, per_page: 100 },
      { filters: { status: undefined } },
    );
    expect(next.toString()).toBe('keep=1');
  });
});
