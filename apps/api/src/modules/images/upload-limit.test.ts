import { IMAGE_UPLOAD_FIELD, uploadCashEvidence, uploadImage } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { multipartFile, TINY_PNG } from '../../../test/multipart';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';

// The largest image (logos and the evidence of payments and cash movements) is a setting,
// IMAGE_MAX_BYTES: above it the upload answers a Spanish 413 naming the field and the limit.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await build({ uploads: { imageMaxBytes: 4 * 1024, apkMaxBytes: 64 * 1024 } });
  for (const username of ['admin', 'taquilla']) tokens[username] = (await signInAs(t.app, username)).access_token;
});
afterAll(() => t.close());

const upload = (path: string, username: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(bytes, 'foto.png', 'image/png', IMAGE_UPLOAD_FIELD);
  return t.app.inject({ method: 'POST', url: path, payload, headers: { ...headers, ...bearer(tokens[username]!) } });
};

describe('the size of an uploaded image', () => {
  it.each([
    ['a logo', pathOf(uploadImage), 'admin'],
    ['the evidence of a cash movement', pathOf(uploadCashEvidence), 'taquilla'],
  ])('refuses %s over the configured size with a Spanish 413, and takes one within it', async (_, path, username) => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024)]);
    const refused = await upload(path, username, big);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La imagen no puede pesar más de 4 KiB.',
      fields: [{ field: IMAGE_UPLOAD_FIELD, message: 'La imagen no puede pesar más de 4 KiB.' }],
    });
    expect((await upload(path, username, TINY_PNG)).statusCode).toBe(200);
  });
});
