import { describe, expect, it } from 'vitest';
import { localUploadStore, RefusedSignature } from './local-upload-store';
import { presignUrl, signingKey } from './sigv4';
import { s3UploadStore } from './s3-upload-store';

// The examples of AWS's Signature Version 4 documentation.
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};

describe('Signature Version 4', () => {
  it('derives the signing key of the documentation', () => {
    const key = signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it('signs the documentation’s presigned GET', () => {
    const url = presignUrl(AWS_EXAMPLE, {
      method: 'GET',
      protocol: 'https:',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      expires: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toContain('X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('gives an S3 presigned POST form limited to one key, type and size', () => {
    const store = s3UploadStore({ ...AWS_EXAMPLE, bucket: 'apks', endpoint: 'https://s3.us-east-1.amazonaws.com' });
    const form = store.uploadForm(
      {
        key: 'software/1/a.apk',
        contentType: 'application/vnd.android.package-archive',
        minBytes: 10,
        maxBytes: 10,
        expiresInSeconds: 900,
      },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(form.url).toBe('https://s3.us-east-1.amazonaws.com/apks');
    expect(form.expires_at).toBe('2026-01-01T00:15:00.000Z');
    expect(form.fields).toMatchObject({ key: 'software/1/a.apk', 'X-Amz-Date': '20260101T000000Z' });
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString());
    expect(policy.conditions).toEqual(
      expect.arrayContaining([{ bucket: 'apks' }, ['content-length-range', 10, 10], { key: 'software/1/a.apk' }]),
    );
    expect(form.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the local store’s signed form', () => {
  const storage = { put: async () => {}, get: async () => null, delete: async () => {} };
  const store = localUploadStore(storage, 'x'.repeat(40));
  const grant = {
    key: 'software/1/a.apk',
    contentType: 'application/zip',
    minBytes: 5,
    maxBytes: 5,
    expiresInSeconds: 60,
  };

  it('takes its own fields back and refuses them changed, expired or signed by another server', () => {
    const { fields } = store.uploadForm(grant, new Date('2026-01-01T00:00:00Z'));
    expect(store.grantOf(fields, new Date('2026-01-01T00:00:30Z'))).toMatchObject({ key: grant.key, maxBytes: 5 });
    expect(() => store.grantOf({ ...fields, key: 'software/1/b.apk' }, new Date('2026-01-01T00:00:30Z'))).toThrow(
      RefusedSignature,
    );
    expect(() => store.grantOf(fields, new Date('2026-01-01T00:02:00Z'))).toThrow('El formulario de subida venció.');
    const other = localUploadStore(storage, 'y'.repeat(40));
    expect(() => other.grantOf(fields, new Date('2026-01-01T00:00:30Z'))).toThrow(
      'La firma del formulario no es válida.',
    );
  });
});

describe('the S3 store reading a file back', () => {
  it('tells the size and the SHA-256 of what the bucket holds, and null when it holds nothing', async () => {
    const { createServer } = await import('node:http');
    const { createHash } = await import('node:crypto');
    const bytes = Buffer.from('PK\u0003\u0004 un APK de prueba '.repeat(5000));
    // A stand-in for the bucket (outside our control): it answers signed GETs of one key.
    const bucket = createServer((request, response) => {
      if (request.method === 'GET' && request.url?.startsWith('/apks/app.apk?X-Amz-')) response.end(bytes);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.address() as { port: number };
    const store = s3UploadStore({ ...AWS_EXAMPLE, bucket: 'apks', endpoint: `http://127.0.0.1:${port}` });
    try {
      expect(await store.head('app.apk')).toEqual({
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      expect(await store.head('otro.apk')).toBeNull();
    } finally {
      bucket.close();
    }
  });
});
