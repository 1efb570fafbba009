import { createHash } from 'node:crypto';
import { postPolicy, type UploadStore } from './upload-store';
import { amzDates, credentialOf, keyPath, presignUrl, signPolicy, type S3Credentials } from './sigv4';

export interface S3StoreConfig extends S3Credentials {
  bucket: string;
  /** The bucket's endpoint (`https://s3.us-east-1.amazonaws.com`, or a compatible store's); path-style URLs. */
  endpoint: string;
}

/** An S3 bucket: presigned POST forms for the upload, presigned links for reading it back. */
export function s3UploadStore(config: S3StoreConfig): UploadStore {
  const base = new URL(config.endpoint);
  const bucketPath = `/${keyPath(config.bucket)}`;
  const link = (method: 'GET', key: string, expires: number, now: Date) =>
    presignUrl(config, {
      method,
      protocol: base.protocol,
      host: base.host,
      path: `${bucketPath}/${keyPath(key)}`,
      expires,
      now,
    });
  return {
    uploadForm(grant, now = new Date()) {
      const { stamp, day } = amzDates(now);
      const fields = {
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': credentialOf(config, day),
        'X-Amz-Date': stamp,
      };
      const policy = postPolicy(grant, now, [
        { bucket: config.bucket },
        ...Object.entries(fields).map(([k, v]) => ({ [k]: v })),
      ]);
      return {
        url: `${base.origin}${bucketPath}`,
        fields: {
          key: grant.key,
          'Content-Type': grant.contentType,
          ...fields,
          Policy: policy.base64,
          'X-Amz-Signature': signPolicy(config, day, policy.base64),
        },
        expires_at: policy.expiration.toISOString(),
      };
    },
    async head(key) {
      // S3 tells the size but not a SHA-256 of a form upload: the file is read once and hashed,
      // so a file of the right size but other content is never published.
      const answer = await fetch(link('GET', key, 300, new Date()));
      if (answer.status === 404 || answer.status === 403) return null;
      if (!answer.ok || !answer.body) throw new Error(`El almacenamiento S3 respondió ${answer.status}`);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of answer.body) {
        hash.update(chunk);
        size += chunk.length;
      }
      return { size, sha256: hash.digest('hex') };
    },
    downloadUrl: (key, expiresInSeconds, now = new Date()) => link('GET', key, expiresInSeconds, now),
  };
}
