import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { build } from '../../test/build';
import { AppError } from './app-error';
import type { Principal } from './principal';
import { actingAs, contextOf, inTransaction, publicContextOf, type AuthenticatedRequest } from './use-case';

const principal: Principal = {
  id: 7,
  username: 'admin',
  name: 'Admin',
  role: 'ADMIN_BANCA',
  manage_childs: true,
  awarding_results: false,
  country_iso2: 'VE',
  currency: 'BS',
  partner: { id: 1, name: 'Banca', kind: 'BANCA', path: '/1/' },
};

const request = {
  principal,
  ip: '10.0.0.1',
  id: 'req-1',
  timezone: 'America/Caracas',
} as unknown as AuthenticatedRequest;

/** A connection whose transaction hands `tx` to the work, or fails with `failure`. */
function fakeDb(failure?: unknown) {
  const inserted: unknown[] = [];
  const tx = { insert: () => ({ values: async (row: unknown) => void inserted.push(row) }) } as unknown as Db;
  const db = {
    transaction: async (work: (tx: Db) => Promise<unknown>) => {
      if (failure) throw failure;
      return work(tx);
    },
  } as unknown as Db;
  return { db, tx, inserted };
}

const pgError = (code: string, constraint?: string) => Object.assign(new Error('db'), { code, constraint });

describe('contextOf', () => {
  it('derives the scope and the actor from the request without touching the database', () => {
    const ctx = contextOf(request, {} as Db);
    expect(ctx.principal).toBe(principal);
    expect(ctx.scope).toEqual({ partnerId: 1, path: '/1/' });
    expect(ctx.actor).toMatchObject({ userId: 7, username: 'admin', partnerId: 1, ip: '10.0.0.1', requestId: 'req-1' });
    expect(ctx.timezone).toBe('America/Caracas');
  });
});

describe('inTransaction', () => {
  it('gives the work the same context on the transaction, and audits with it', async () => {
    const { db, tx, inserted } = fakeDb();
    const ctx = contextOf(request, db);
    const seen = await inTransaction(ctx, async (inside) => {
      await inside.audit({ action: 'UPDATE', entity: 'user', entityId: 3 });
      return inside;
    });
    expect(seen.db).toBe(tx);
    expect(seen.principal).toBe(principal);
    expect(seen.scope).toEqual(ctx.scope);
    expect(ctx.db).toBe(db);
    expect(inserted).toEqual([expect.objectContaining({ userId: 7, action: 'UPDATE', entity: 'user', entityId: '3' })]);
  });

  it('answers a unique index it knows as a 409 on its field, however the driver wrapped it', async () => {
    const wrapped = Object.assign(new Error('query failed'), { cause: pgError('23505', 'users_username_uq') });
    const conflicts = { users_username_uq: { field: 'username', message: 'El nombre de usuario ya existe.' } };
    const failure = await inTransaction(contextOf(request, fakeDb(wrapped).db), async () => 0, conflicts).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'CONFLICT', message: 'El nombre de usuario ya existe.' });
    expect(failure.fields).toEqual([conflicts.users_username_uq]);
  });

  it('answers any other unique index and crossed changes as 409, and lets the rest through', async () => {
    const run = (failure: unknown) =>
      inTransaction(contextOf(request, fakeDb(failure).db), async () => 0).catch((e) => e);
    expect(await run(pgError('23505', 'other_uq'))).toMatchObject({ code: 'CONFLICT', fields: undefined });
    expect(await run(pgError('40P01'))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('al mismo tiempo'),
    });
    expect(await run(pgError('40001'))).toMatchObject({ code: 'CONFLICT' });
    const refusal = new AppError('NOT_FOUND');
    expect(await run(refusal)).toBe(refusal);
    const bug = new TypeError('x');
    expect(await run(bug)).toBe(bug);
  });
});

describe('actingAs', () => {
  it('audits for the named user, also inside a transaction', async () => {
    const { db, inserted } = fakeDb();
    const signIn = publicContextOf({ ...request, principal: null } as unknown as FastifyRequest, db);
    await inTransaction(actingAs(signIn, { userId: 9, username: 'cajero' }), (tx) =>
      tx.audit({ action: 'LOGIN', entity: 'session' }),
    );
    expect(inserted).toEqual([expect.objectContaining({ userId: 9, username: 'cajero', ip: '10.0.0.1' })]);
    expect(signIn.actor.userId).toBeNull();
  });
});

describe('now', () => {
  it('reads the database clock, the same instant for the whole transaction', async () => {
    const t = await build();
    try {
      const ctx = contextOf(request, t.database.db);
      const before = Date.now();
      const [first, second] = await inTransaction(ctx, async (tx) => [await tx.now(), await tx.now()]);
      expect(first).toBeInstanceOf(Date);
      expect(Math.abs(first!.getTime() - before)).toBeLessThan(60_000);
      expect(second!.getTime()).toBe(first!.getTime());
    } finally {
      await t.close();
    }
  });
});
