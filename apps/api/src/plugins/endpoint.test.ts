import { defineEndpoint } from '@banca/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './endpoint';

const probe = defineEndpoint({
  method: 'GET',
  path: '/api/v2/prueba',
  summary: 'Prueba',
  tag: 'prueba',
  access: { public: true },
  bearer: 'none',
  responses: { 200: z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() }) },
});

/** A server with the app's zod compilers and the probe endpoint answering `answer`. */
async function serverAnswering(answer: unknown, serializer?: 'compiled') {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpoint(app, probe, async () => answer as never, serializer ? { serializer } : {});
  await app.ready();
  return app;
}

describe("an endpoint's 'compiled' serializer", () => {
  it('sends only the fields its contract declares', async () => {
    const app = await serverAnswering({ id: 7, name: 'Ana', note: null, password_hash: 'secreto' }, 'compiled');
    const answer = await app.inject({ method: 'GET', url: probe.path });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"id":7,"name":"Ana","note":null}');
    await app.close();
  });

  it('does not validate the answer again, where the default serializer refuses it with a 500 (ADR 033)', async () => {
    const wrong = { id: 1.5, name: 'Ana', note: null };
    const checked = await serverAnswering(wrong);
    expect((await checked.inject({ method: 'GET', url: probe.path })).statusCode).toBe(500);
    await checked.close();
    const compiled = await serverAnswering(wrong, 'compiled');
    expect((await compiled.inject({ method: 'GET', url: probe.path })).statusCode).toBe(200);
    await compiled.close();
  });
});
