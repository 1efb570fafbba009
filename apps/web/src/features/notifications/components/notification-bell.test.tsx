import {
  countNotifications,
  getNotifications,
  pathOf,
  readNotification,
  readNotifications,
  streamNotifications,
  type Notification,
} from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/test/fake-api';
import { NotificationBell } from './notification-bell';

const notification = (id: number, title: string, read: boolean, link: string | null = null): Notification => ({
  id,
  kind: 'DRAW_SUSPENDED',
  title,
  body: `Texto de ${title}`,
  link,
  created_at: '2026-11-24T12:00:00.000Z',
  read_at: read ? '2026-11-24T12:05:00.000Z' : null,
});

/** A stream that sends these `count` events, then stays open. */
const streamOf = (...counts: number[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const unread of counts) {
          controller.enqueue(new TextEncoder().encode(`event: count\ndata: {"unread":${unread}}\n\n`));
        }
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/admin/tools/suspend-raffle', element: <p>Pantalla de suspensiones</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the pushed count, lists unread first, and opening one marks it read and goes where it points', async () => {
    const fetchMock = stubApi(null, {
      [`GET ${countNotifications.path}`]: () => jsonResponse(200, { unread: 1 }),
      [`GET ${streamNotifications.path}`]: () => streamOf(2),
      [`POST ${getNotifications.path}`]: () =>
        jsonResponse(200, {
          data: [
            notification(2, 'Sorteo suspendido', false, '/admin/tools/suspend-raffle'),
            notification(1, 'Resultado', true),
          ],
          total: 2,
          unread: 1,
          page: 1,
          per_page: 100,
        }),
      [`GET ${pathOf(readNotification, { id: 2 })}`]: () =>
        jsonResponse(200, notification(2, 'Sorteo suspendido', true)),
    });
    const router = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const items = within(panel).getAllByRole('button', { name: /Sorteo suspendido|Resultado/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Sin leer: Sorteo suspendido', 'Resultado']);
    expect(panel.textContent).toContain('Texto de Sorteo suspendido');

    await userEvent.click(items[0]!);
    await screen.findByText('Pantalla de suspensiones');
    expect(router.state.location.pathname).toBe('/admin/tools/suspend-raffle');
    const calls = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(calls).toContain(`GET ${pathOf(readNotification, { id: 2 })}`);
  });

  it('shows what a user wrote as text, never as HTML', async () => {
    const note = '<img src=x onerror="window.__hacked=1"><b>rechazado</b>';
    stubApi(null, {
      [`GET ${countNotifications.path}`]: () => jsonResponse(200, { unread: 1 }),
      [`GET ${streamNotifications.path}`]: () => streamOf(),
      [`POST ${getNotifications.path}`]: () =>
        jsonResponse(200, {
          data: [{ ...notification(3, note, false), body: `Observación: ${note}` }],
          total: 1,
          unread: 1,
          page: 1,
          per_page: 100,
        }),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(panel.textContent).toContain(`Observación: ${note}`);
    expect(panel.querySelector('img, b')).toBeNull();
  });

  it('says so when there is nothing to show', async () => {
    stubApi(null, {
      [`GET ${countNotifications.path}`]: () => jsonResponse(200, { unread: 0 }),
      [`GET ${streamNotifications.path}`]: () => streamOf(),
      [`POST ${getNotifications.path}`]: () =>
        jsonResponse(200, { data: [], total: 0, unread: 0, page: 1, per_page: 100 }),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, ninguna sin leer' }));
    await screen.findByText('No tiene notificaciones.');
    expect((screen.getByRole('button', { name: 'Marcar todas como leídas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marking all read keeps the focus inside the panel, so Escape still closes it', async () => {
    let unread = 1;
    stubApi(null, {
      [`GET ${countNotifications.path}`]: () => jsonResponse(200, { unread }),
      [`GET ${streamNotifications.path}`]: () => streamOf(),
      [`POST ${getNotifications.path}`]: () =>
        jsonResponse(200, { data: [notification(4, 'Resultado', !unread)], total: 1, unread, page: 1, per_page: 100 }),
      [`POST ${readNotifications.path}`]: () => {
        unread = 0;
        return jsonResponse(200, { unread: 0 });
      },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const markAll = await within(panel).findByRole('button', { name: 'Marcar todas como leídas' });
    await vi.waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(markAll);
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notificaciones' }));
    await within(panel).findByRole('button', { name: 'Resultado', exact: true } as never);
    await vi.waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(true));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).toBeNull());
  });
});
