import * as contracts from '@banca/contracts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { multipartFile } from '../../../test/multipart';
import { pathOf } from '../../../test/paths';
import { bearer, signInAs } from '../../../test/session';
import { buildApk } from './apk/apk-fixture';

// The largest terminal software (APK) is a setting, APK_MAX_BYTES: a bigger file sent to the
// server, or declared before it goes straight to the store, answers a Spanish 413.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await build({ uploads: { imageMaxBytes: contracts.IMAGE_MAX_BYTES, apkMaxBytes: 16 * 1024 } });
  admin = (await signInAs(t.app, 'admin')).access_token;
});
afterAll(() => t.close());

const TOO_LARGE = 'El APK no puede pasar de 16 KiB.';

describe('the size of an uploaded APK', () => {
  it('refuses a file over the configured size with a Spanish 413 naming the file', async () => {
    const apk = buildApk({ packageName: 'com.banca.taquilla', versionCode: 1, versionName: '1.0', minSdk: 24 });
    const big = Buffer.concat([apk, Buffer.alloc(17 * 1024)]);
    const { payload, headers } = multipartFile(
      big,
      'banca.apk',
      contracts.APK_CONTENT_TYPE,
      contracts.APK_UPLOAD_FIELD,
    );
    const answer = await t.app.inject({
      method: 'POST',
      url: pathOf(contracts.analyzeApk),
      payload,
      headers: { ...headers, ...bearer(admin) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: TOO_LARGE,
      fields: [{ field: contracts.APK_UPLOAD_FIELD, message: TOO_LARGE }],
    });
  });

  it('refuses a version whose declared size is over it, before any upload form is given', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: pathOf(contracts.createSoftwareVersion),
      headers: bearer(admin),
      payload: {
        channel: 'ESTABLE',
        package_name: 'com.banca.taquilla',
        version_code: 2,
        version_name: '2.0',
        min_sdk: 24,
        size_bytes: 17 * 1024,
        sha256: createHash('sha256').update('apk').digest('hex'),
        notes: '',
      },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ fields: [{ field: 'size_bytes', message: TOO_LARGE }] });
  });
});
