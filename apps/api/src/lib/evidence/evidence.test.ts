import {
  createIncome,
  createPaymentMethod,
  getCashEvidence,
  getImage,
  getPaymentEvidence,
  IMAGE_MAX_BYTES,
  savePayment,
  uploadCashEvidence,
  uploadPaymentEvidence,
  type EndpointContract,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { multipartFile, TINY_PNG } from '../../../test/multipart';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';
import { rowsOf } from '../raw-query';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await build();
  for (const name of ['admin', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla'])
    token[name] = (await signInAs(t.app, name)).access_token;
});
afterAll(() => t.close());

const call = (who: string, options: Omit<InjectOptions, 'headers'>) =>
  t.app.inject({ ...options, headers: bearer(token[who]!) } as InjectOptions);
const upload = (
  who: string,
  contract: EndpointContract,
  content: Buffer | string,
  name = 'soporte.png',
  field = 'file',
) => {
  const { payload, headers } = multipartFile(content, name, 'image/png', field);
  return t.app.inject({ method: 'POST', url: contract.path, payload, headers: { ...headers, ...bearer(token[who]!) } });
};
const imageCount = async () =>
  (await rowsOf<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM images`))[0]!.n;

/** The two uploads, each by a user its access rule admits. */
const UPLOADS = [
  ['cash', 'taquilla', uploadCashEvidence],
  ['payments', 'agencia', uploadPaymentEvidence],
] as const;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
const NOT_AN_IMAGE = 'El archivo no es una imagen PNG, JPEG, WebP o SVG.';

describe('the evidence upload', () => {
  it.each(UPLOADS)(
    'of %s takes an image by its bytes and keeps it out of the public image route',
    async (_, who, contract) => {
      const answer = await upload(who, contract, TINY_PNG, 'foto.jpg');
      expect(answer.statusCode).toBe(200);
      const { id } = answer.json<{ id: number }>();
      const [row] = await rowsOf<{ storage_key: string; content_type: string }>(
        t.database.db,
        sql`SELECT storage_key, content_type FROM images WHERE id = ${id}`,
      );
      expect(row).toMatchObject({
        storage_key: expect.stringMatching(/^private\/.+\.png$/),
        content_type: 'image/png',
      });
      expect((await call('admin', { method: 'GET', url: pathOf(getImage, { id }) })).statusCode).toBe(404);
    },
  );

  it.each(UPLOADS)(
    'of %s refuses in Spanish on the file field: 415, 413, 400, storing nothing',
    async (_, who, contract) => {
      const before = await imageCount();
      const refusals = [
        ['esto no es una imagen', 415, 'UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE],
        ['<html><body>hola</body></html>', 415, 'UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE],
        [
          Buffer.concat([TINY_PNG, Buffer.alloc(IMAGE_MAX_BYTES)]),
          413,
          'PAYLOAD_TOO_LARGE',
          'La imagen no puede pesar más de 2 MiB.',
        ],
        [
          SVG.replace('<rect', '<script>alert(1)</script><rect'),
          400,
          'VALIDATION_ERROR',
          'La imagen SVG contiene un elemento no permitido (script).',
        ],
        [Buffer.alloc(0), 400, 'VALIDATION_ERROR', 'El archivo está vacío.'],
      ] as const;
      for (const [content, status, code, message] of refusals) {
        const answer = await upload(who, contract, content);
        expect(answer.statusCode, message).toBe(status);
        expect(answer.json()).toMatchObject({ code, fields: [{ field: 'file', message }] });
      }
      const wrongField = await upload(who, contract, TINY_PNG, 'soporte.png', 'imagen');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().fields).toEqual([{ field: 'file', message: 'Envíe la imagen en el campo «file».' }]);
      expect(await imageCount()).toBe(before);
    },
  );
});

describe('the evidence served', () => {
  let payment = { id: 0, image: 0 };
  let movement = { id: 0, image: 0 };

  beforeAll(async () => {
    const method = await call('distribuidor', {
      method: 'POST',
      url: createPaymentMethod.path,
      payload: { type: 'ZELLE', alias: 'Zelle de evidencias', holder_name: 'Ana', email: 'ana@example.com' },
    });
    const paid = (await upload('agencia', uploadPaymentEvidence, TINY_PNG)).json<{ id: number }>().id;
    const saved = await call('agencia', {
      method: 'POST',
      url: savePayment.path,
      payload: {
        payment_method_id: method.json().id,
        payment_date: '2026-11-20',
        currency: 'BS',
        amount: '1000',
        reference: 'EVID-1',
        image_ids: [paid],
      },
    });
    expect(saved.statusCode).toBe(200);
    payment = { id: saved.json().id, image: paid };
    const kept = (await upload('taquilla', uploadCashEvidence, SVG, 'dibujo.svg')).json<{ id: number }>().id;
    const income = await call('taquilla', {
      method: 'POST',
      url: createIncome.path,
      payload: {
        payment_method: 'EFECTIVO',
        currency: 'BS',
        amount: '150',
        reference: 'EVID-2',
        evidence_image_ids: [kept],
      },
    });
    expect(income.statusCode).toBe(200);
    movement = { id: income.json().id, image: kept };
  });

  const paymentUrl = (image = payment.image) => pathOf(getPaymentEvidence, { id: payment.id, image_id: image });
  const movementUrl = (image = movement.image) => pathOf(getCashEvidence, { id: movement.id, image_id: image });

  it('goes out with one set of headers, whichever record it is evidence of', async () => {
    const paid = await call('distribuidor', { method: 'GET', url: paymentUrl() });
    const kept = await call('agencia', { method: 'GET', url: movementUrl() });
    const common = {
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    };
    expect(paid.statusCode).toBe(200);
    expect(paid.headers).toMatchObject({
      ...common,
      'content-type': 'image/png',
      'content-length': String(TINY_PNG.length),
      'content-disposition': `inline; filename="evidencia-${payment.image}.png"`,
    });
    expect(paid.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers).toMatchObject({
      ...common,
      'content-type': 'image/svg+xml',
      'content-length': String(Buffer.byteLength(SVG)),
      'content-disposition': `inline; filename="evidencia-${movement.image}.svg"`,
    });
    expect(kept.body).toBe(SVG);
  });

  it('is a 404 alike for a caller who may not see the record, an image of another record, and none at all', async () => {
    expect((await call('admin', { method: 'GET', url: paymentUrl() })).statusCode).toBe(200);
    expect((await call('admin', { method: 'GET', url: movementUrl() })).statusCode).toBe(200);
    const refused = [
      await call('distribuidor2', { method: 'GET', url: paymentUrl() }),
      await call('distribuidor2', { method: 'GET', url: movementUrl() }),
      await call('distribuidor', { method: 'GET', url: paymentUrl(movement.image) }),
      await call('agencia', { method: 'GET', url: movementUrl(payment.image) }),
      await call('agencia', { method: 'GET', url: movementUrl(2_000_000_000) }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La imagen no existe.' });
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
  });
});
