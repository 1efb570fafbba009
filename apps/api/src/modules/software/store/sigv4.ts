import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4, as S3 checks it (presigned POST policies and query-signed links). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
export const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z` and `20130524`. */
export function amzDates(now: Date) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { stamp, day: stamp.slice(0, 8) };
}

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

export const credentialOf = (c: S3Credentials, day: string) => `${c.accessKeyId}/${day}/${c.region}/s3/aws4_request`;

/** The signature of a POST policy (base64). */
export function signPolicy(c: S3Credentials, day: string, policyBase64: string): string {
  return createHmac('sha256', signingKey(c.secretAccessKey, day, c.region, 's3'))
    .update(policyBase64)
    .digest('hex');
}

/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A query-signed URL of `method` on `host` + `path` (the path already encoded), valid `expires` seconds. */
export function presignUrl(
  c: S3Credentials,
  options: { method: 'GET' | 'HEAD'; protocol: string; host: string; path: string; expires: number; now: Date },
): string {
  const { stamp, day } = amzDates(options.now);
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', credentialOf(c, day)],
    ['X-Amz-Date', stamp],
    ['X-Amz-Expires', String(options.expires)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    options.method,
    options.path,
    canonicalQuery,
    `host:${options.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', stamp, `${day}/${c.region}/s3/aws4_request`, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signature = createHmac('sha256', signingKey(c.secretAccessKey, day, c.region, 's3'))
    .update(toSign)
    .digest('hex');
  return `${options.protocol}//${options.host}${options.path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** A key as a URL path, each segment encoded. */
export const keyPath = (key: string) => key.split('/').map(encode).join('/');
