import {
  countNotifications,
  getNotifications,
  readNotification,
  readNotifications,
  type NotificationsPage,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { createNotifications, recipientsAlong } from './create-notifications';

let t: TestApp;
const tokens: Record<string, string> = {};
const users: Record<string, { id: number; partnerId: number }> = {};

beforeAll(async () => {
  t = await build();
  for (const username of ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa']) {
    const session = await signInAs(t.app, username);
    tokens[username] = session.access_token;
    users[username] = { id: session.user.id, partnerId: session.user.partner.id };
  }
});
afterAll(() => t.close());

const tell = (usernames: string[], title = 'Sorteo suspendido', dedupeKey?: string) =>
  t.database.db.transaction((tx) =>
    createNotifications(
      { db: tx as never },
      {
        recipients: usernames.map((name) => users[name]!.id),
        kind: 'DRAW_SUSPENDED',
        title,
        body: 'Lotto Activo 10:00 no vende hasta nuevo aviso.',
        link: '/admin/tools/suspend-raffle',
        dedupeKey,
      },
    ),
  );

const post = (username: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[username]!), payload: payload as object });
const get = (username: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[username]!) });
const unreadOf = async (username: string) => (await get(username, countNotifications.path)).json().unread as number;
const pageOf = async (username: string, body: object = {}) =>
  (await post(username, getNotifications.path, body)).json<NotificationsPage>();

describe('createNotifications', () => {
  it('writes one row per recipient inside the event transaction, and nothing when it rolls back', async () => {
    const before = await unreadOf('agencia');
    await expect(
      t.database.db.transaction(async (tx) => {
        await createNotifications(
          { db: tx as never },
          {
            recipients: [users.agencia!.id],
            kind: 'RESULT_SAVED',
            title: 'Resultado',
            body: 'Se guardó un resultado.',
          },
        );
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await unreadOf('agencia')).toBe(before);

    expect(await tell(['agencia', 'agencia', 'taquilla'])).toEqual(
      [users.agencia!.id, users.taquilla!.id].sort((a, b) => a - b),
    );
    expect(await unreadOf('agencia')).toBe(before + 1);
  });

  it('tells each user once per dedupe key', async () => {
    const first = await tell(['distribuidor2'], 'Premio por vencer', 'prize:77');
    const again = await tell(['distribuidor2'], 'Premio por vencer', 'prize:77');
    expect(first).toEqual([users.distribuidor2!.id]);
    expect(again).toEqual([]);
  });
});

describe('recipientsAlong', () => {
  const along = (audiences: Parameters<typeof recipientsAlong>[1], except?: number) =>
    t.database.db.transaction((tx) => recipientsAlong({ db: tx as never }, audiences, { except }));

  it('finds the users above a taquilla, by role, and leaves the caller out', async () => {
    const above = await along([{ partnerId: users.taquilla!.partnerId, reach: 'above' }]);
    expect(above).toEqual(
      expect.arrayContaining([users.admin!.id, users.supervisor!.id, users.distribuidor!.id, users.agencia!.id]),
    );
    expect(above).not.toContain(users.taquilla!.id);
    expect(above).not.toContain(users.distribuidor2!.id);
    expect(above).not.toContain(users['admin.pa']!.id);

    const admins = await along([{ partnerId: users.taquilla!.partnerId, reach: 'above', roles: ['ADMIN_BANCA'] }]);
    expect(admins).toContain(users.admin!.id);
    expect(admins).not.toContain(users.supervisor!.id);

    const exceptAdmin = await along([{ partnerId: users.taquilla!.partnerId, reach: 'above' }], users.admin!.id);
    expect(exceptAdmin).not.toContain(users.admin!.id);
  });

  it('finds a partner own users and its subtree', async () => {
    expect(await along([{ partnerId: users.agencia!.partnerId, reach: 'partner' }])).toEqual([users.agencia!.id]);
    const subtree = await along([{ partnerId: users.distribuidor!.partnerId, reach: 'subtree' }]);
    expect(subtree).toEqual(expect.arrayContaining([users.distribuidor!.id, users.agencia!.id, users.taquilla!.id]));
    expect(subtree).not.toContain(users.admin!.id);
    expect(subtree).not.toContain(users.distribuidor2!.id);
  });
});

describe('POST get_notifications', () => {
  it('lists the caller own notifications, unread first, with totals and paging', async () => {
    await tell(['supervisor'], 'Primera');
    await tell(['supervisor'], 'Segunda');
    await tell(['supervisor'], 'Tercera');
    const [oldest] = (await pageOf('supervisor')).data.slice(-1);
    await get('supervisor', pathOf(readNotification, { id: oldest!.id }));

    const page = await pageOf('supervisor');
    expect(page.data.map((n) => n.title)).toEqual(['Tercera', 'Segunda', 'Primera']);
    expect(page.data[2]!.read_at).not.toBeNull();
    expect(page).toMatchObject({ total: 3, unread: 2, page: 1, per_page: 100 });
    expect(page.data[0]).toMatchObject({ kind: 'DRAW_SUSPENDED', link: '/admin/tools/suspend-raffle', read_at: null });

    const second = await pageOf('supervisor', { page: 2, per_page: 2 });
    expect(second.data.map((n) => n.title)).toEqual(['Primera']);
    const unread = await pageOf('supervisor', { without_reading: true });
    expect(unread.data.map((n) => n.title)).toEqual(['Tercera', 'Segunda']);
    const chosen = await pageOf('supervisor', { ids: [page.data[1]!.id] });
    expect(chosen.data.map((n) => n.title)).toEqual(['Segunda']);
  });

  it('read_all marks every notification of the caller read, and only the caller', async () => {
    await tell(['distribuidor', 'admin']);
    const page = await pageOf('distribuidor', { read_all: true });
    expect(page.unread).toBe(0);
    expect(page.data.every((n) => n.read_at !== null)).toBe(true);
    expect(await unreadOf('admin')).toBeGreaterThan(0);
  });

  it('never shows another user notifications, even by id', async () => {
    const [id] = (await pageOf('admin')).data.map((n) => n.id);
    const outsider = await pageOf('admin.pa', { ids: [id] });
    expect(outsider).toMatchObject({ data: [], total: 0 });
  });

  it('refuses bad input naming the field', async () => {
    const answer = await post('admin', getNotifications.path, { page: 0, per_page: 'cien', ids: 'x' });
    expect(answer.statusCode).toBe(400);
    const fields = answer.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['page', 'per_page', 'ids']));
  });
});

describe('GET read/:id', () => {
  it('answers the notification marked read, once, and the count goes down', async () => {
    await tell(['taquilla'], 'Para leer');
    const before = await unreadOf('taquilla');
    const [latest] = (await pageOf('taquilla', { without_reading: true })).data;
    const answer = await get('taquilla', pathOf(readNotification, { id: latest!.id }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: latest!.id, title: 'Para leer' });
    expect(answer.json().read_at).not.toBeNull();
    expect(await unreadOf('taquilla')).toBe(before - 1);
    const again = await get('taquilla', pathOf(readNotification, { id: latest!.id }));
    expect(again.json().read_at).toBe(answer.json().read_at);
  });

  it('answers 404 for another user notification and leaves it unread', async () => {
    await tell(['agencia'], 'Ajena');
    const [theirs] = (await pageOf('agencia', { without_reading: true })).data;
    const answer = await get('admin.pa', pathOf(readNotification, { id: theirs!.id }));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('La notificación no existe.');
    const [still] = (await pageOf('agencia', { ids: [theirs!.id] })).data;
    expect(still!.read_at).toBeNull();
  });

  it('refuses an id that is not a number', async () => {
    const answer = await get('admin', '/api/v2/notifications/read/abc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('id');
  });
});

describe('POST read', () => {
  it('marks the given ids read, ignores other users ids, and answers the unread left', async () => {
    await tell(['admin', 'admin.pa'], 'Lote');
    await tell(['admin'], 'Lote 2');
    const mine = (await pageOf('admin', { without_reading: true })).data;
    const [theirs] = (await pageOf('admin.pa', { without_reading: true })).data;
    const answer = await post('admin', readNotifications.path, { ids: [mine[0]!.id, theirs!.id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread: mine.length - 1 });
    expect((await pageOf('admin.pa', { ids: [theirs!.id] })).data[0]!.read_at).toBeNull();

    const all = await post('admin', readNotifications.path, { read_all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect(await unreadOf('admin')).toBe(0);
  });

  it('needs ids or read_all', async () => {
    const answer = await post('admin', readNotifications.path, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([{ field: 'ids', message: 'Indique las notificaciones (ids) o read_all.' }]);
    const bad = await post('admin', readNotifications.path, { ids: [-1] });
    expect(bad.json().fields[0].field).toBe('ids.0');
  });
});

describe('GET count', () => {
  it('counts only the caller unread notifications', async () => {
    const [row] = await rowsOf<{ unread: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS unread FROM notifications WHERE user_id = ${users['admin.pa']!.id} AND read_at IS NULL`,
    );
    expect(await unreadOf('admin.pa')).toBe(row!.unread);
    await tell(['admin.pa']);
    expect(await unreadOf('admin.pa')).toBe(row!.unread + 1);
  });

  it('needs a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: countNotifications.path });
    expect(answer.statusCode).toBe(401);
  });
});
