import { readNotifications, type SignInResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOn, startApiProcess, type ApiProcess } from '../../../test/api-process';
import { build, needsRealPostgres, type TestApp } from '../../../test/build';
import { DEMO_USERS, signInAs } from '../../../test/session';
import { openDatabase } from '../../db/client';
import { openBell } from '../../../test/kits/bell-stream-test-kit';
import { createNotifications } from './create-notifications';
import { NotificationHub } from './notification-hub';
import { embeddedListener, LISTENER_NAME } from './notification-listener';
import { signalUsers } from './notification-repository';

/**
 * The bell moves within two seconds of an event, whichever API process the bell is open on and
 * whichever wrote the event (ADR 047): NOTIFY on commit, LISTEN in every process, polling while
 * a listener is lost.
 */

let t: TestApp;
let a: ApiProcess | null = null;
let b: ApiProcess | null = null;
let agencia: SignInResponse;

beforeAll(async () => {
  t = await build();
  agencia = await signInAs(t.app, 'agencia');
  if (!t.databaseUrl) return;
  const secret = randomBytes(32).toString('hex');
  const port = randomInt(20_000, 40_000);
  [a, b] = await Promise.all([
    startApiProcess(t.databaseUrl, secret, port),
    startApiProcess(t.databaseUrl, secret, port + 1),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await t.close();
});

const tell = (userId: number, db = t.database.db) =>
  db.transaction((tx) =>
    createNotifications(
      { db: tx as never },
      { recipients: [userId], kind: 'RESULT_SAVED', title: 'Resultado guardado', body: 'Lotto Activo 10:00: 17.' },
    ),
  );

describe('the bell stream across API processes', () => {
  it('pushes a new notification and a read to bells open on every process within two seconds', async (context) => {
    needsRealPostgres(t, context);
    const tokenOnA = (await signInOn(a!, 'agencia')).access_token;
    const onA = await openBell(a!.url, tokenOnA);
    const onB = await openBell(b!.url, (await signInOn(b!, 'agencia')).access_token);
    try {
      expect(onB.status).toBe(200);
      expect(onB.contentType).toMatch(/^text\/event-stream/);
      const start = await onA.nextCount();
      expect(await onB.nextCount()).toBe(start);

      await tell(agencia.user.id);
      expect(await onA.nextCount(2_000)).toBe(start + 1);
      expect(await onB.nextCount(2_000)).toBe(start + 1);

      const read = await fetch(`${a!.url}${readNotifications.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenOnA}`, 'content-type': 'application/json' },
        body: JSON.stringify({ read_all: true }),
      });
      expect(read.status).toBe(200);
      expect(await onB.nextCount(2_000)).toBe(0);
      expect(await onA.nextCount(2_000)).toBe(0);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('keeps pushing after the listening connection is killed', async (context) => {
    needsRealPostgres(t, context);
    const onB = await openBell(b!.url, (await signInOn(b!, 'agencia')).access_token);
    try {
      const start = await onB.nextCount();
      const killed = await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
      );
      expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(2);
      await tell(agencia.user.id);
      expect(await onB.nextCount(2_000)).toBe(start + 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await tell(agencia.user.id);
      let latest = await onB.nextCount(2_000);
      if (latest === start + 1) latest = await onB.nextCount(2_000);
      expect(latest).toBe(start + 2);
    } finally {
      onB.close();
    }
  });

  it('refuses a bell without a session, and opens one for every role', async (context) => {
    needsRealPostgres(t, context);
    const anonymous = await fetch(`${a!.url}/api/v2/notifications/stream`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    for (const username of Object.keys(DEMO_USERS)) {
      const bell = await openBell(a!.url, (await signInOn(a!, username)).access_token);
      expect(bell.status, username).toBe(200);
      expect(typeof (await bell.nextCount())).toBe('number');
      bell.close();
    }
  });
});

describe('the embedded database', () => {
  it('hears its own NOTIFY on commit and never on rollback', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const heard: number[][] = [];
    const client = (database.db as unknown as { $client: Parameters<typeof embeddedListener>[0] }).$client;
    const listener = embeddedListener(client, {
      onSignal: (signal) => heard.push(signal === '*' ? [] : [...signal]),
      onLive: () => undefined,
      onError: () => undefined,
    });
    await listener.start();
    try {
      await database.db.transaction((tx) => signalUsers(tx as never, [42, 7]));
      await expect(
        database.db.transaction(async (tx) => {
          await signalUsers(tx as never, [99]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([[42, 7]]);
    } finally {
      await listener.stop();
      await database.close();
    }
  });

  it('tells open bells by polling while nobody listens', async () => {
    const hub = new NotificationHub(t.database.db, (error) => {
      throw error;
    });
    const told: number[] = [];
    const close = hub.subscribe(agencia.user.id, (unread) => told.push(unread));
    hub.setLive(false);
    try {
      await expect.poll(() => told.length, { timeout: 2_000 }).toBe(1);
      await tell(agencia.user.id);
      await expect.poll(() => told.length, { timeout: 2_500 }).toBe(2);
      expect(told[1]).toBe(told[0]! + 1);
    } finally {
      close();
      await hub.stop();
    }
  });
});
