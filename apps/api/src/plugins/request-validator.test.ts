import { MAX_ID, signIn } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build';
import { bearer, buildSignedIn } from '../../test/session';
import { MAX_REQUEST_DEPTH } from './request-validator';

let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, token: admin } = await buildSignedIn()));
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('request validation on every route', () => {
  it('refuses a text with a NUL character on its field, in the query and in the body', async () => {
    const inQuery = await get('/api/v2/admin/distributor/invalid-names?name=Centro%00');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().fields).toEqual([
      { field: 'name', message: 'El texto contiene un carácter nulo (U+0000), que no se admite.' },
    ]);

    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/models/users/list',
      headers: bearer(admin),
      payload: { page: 1, search: 'Taquilla\u0000' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().fields.map((field: { field: string }) => field.field)).toEqual(['search']);
  });

  it('refuses a body nested past the bound with 400, before sign-in too, instead of overflowing the stack', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const deep = await t.app.inject({
      method: signIn.method,
      url: signIn.path,
      headers: { 'content-type': 'application/json' },
      payload: nested(10_000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('VALIDATION_ERROR');
    expect(deep.json().fields[0].message).toBe(
      `La solicitud anida más de ${MAX_REQUEST_DEPTH} niveles de objetos o listas.`,
    );

    // Within the bound the contract's own schema judges it (an array is not credentials).
    const shallow = await t.app.inject({
      method: signIn.method,
      url: signIn.path,
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_REQUEST_DEPTH),
    });
    expect(shallow.statusCode).toBe(400);
    expect(JSON.stringify(shallow.json().fields)).not.toContain('anida');
  });

  it('refuses an id past the integer columns on its field, and the id just below reaches the handler', async () => {
    const past = await get(`/api/v2/admin/registry/agencies/${MAX_ID + 1}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual([{ field: 'id', message: 'El identificador no es válido.' }]);
    expect((await get(`/api/v2/admin/registry/agencies/${MAX_ID}`)).statusCode).toBe(404);
  });

  it('still reaches a ticket by an id beyond MAX_ID: tickets are bigint rows', async () => {
    const answer = await get(`/api/v2/ticket-management/${MAX_ID * 4}`);
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json().code).toBe('NOT_FOUND');
  });
});
