import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { uploadToLocalStore, downloadFromLocalStore } from '@banca/contracts';
import { AppError } from '../../../lib/app-error';
import type { Storage } from '../../../lib/storage/storage';
import { postPolicy, type UploadStore } from './upload-store';

/** Why a signed form or link was refused; the message is for the user. */
export class RefusedSignature extends Error {}

/** A refused signature is a 403 with its reason; a policy that does not even parse is one too. */
export function checkedSignature<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof RefusedSignature) throw new AppError('FORBIDDEN', error.message);
    if (error instanceof SyntaxError || error instanceof TypeError)
      throw new AppError('FORBIDDEN', 'El formulario firmado no es válido.');
    throw error;
  }
}

interface Policy {
  expiration: string;
  conditions: [{ key: string }, { 'Content-Type': string }, ['content-length-range', number, number]];
}

/**
 * The server's own store on disk, speaking the signed-form protocol of an S3 bucket: the form's
 * policy names the key, the content type, the size range and the expiry, and an HMAC of the
 * policy (a key derived from the server's secret) stands for the bucket's signature. So the
 * browser code is the same with or without a bucket.
 */
export function localUploadStore(storage: Storage, serverSecret: string) {
  const key = createHash('sha256').update(`software-store:${serverSecret}`).digest();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('hex');
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const store: UploadStore = {
    uploadForm(grant, now = new Date()) {
      const policy = postPolicy(grant, now);
      return {
        url: uploadToLocalStore.path,
        fields: {
          key: grant.key,
          'Content-Type': grant.contentType,
          Policy: policy.base64,
          'X-Signature': sign(policy.base64),
        },
        expires_at: policy.expiration.toISOString(),
      };
    },
    async head(objectKey) {
      const bytes = await storage.get(objectKey);
      return bytes ? { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') } : null;
    },
    downloadUrl(objectKey, expiresInSeconds, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        key: objectKey,
        expires: String(expires),
        signature: sign(`${objectKey}\n${expires}`),
      });
      return `${downloadFromLocalStore.path}?${query.toString()}`;
    },
  };

  return {
    ...store,
    /** What a posted form allows, once its signature, expiry and fields are checked. */
    grantOf(fields: Record<string, string>, now = new Date()) {
      const signed = fields.Policy ?? '';
      if (!same(sign(signed), fields['X-Signature'] ?? ''))
        throw new RefusedSignature('La firma del formulario no es válida.');
      const policy = JSON.parse(Buffer.from(signed, 'base64').toString('utf8')) as Policy;
      if (new Date(policy.expiration).getTime() < now.getTime())
        throw new RefusedSignature('El formulario de subida venció.');
      const [{ key: objectKey }, { 'Content-Type': contentType }, [, minBytes, maxBytes]] = policy.conditions;
      if (fields.key !== objectKey || fields['Content-Type'] !== contentType)
        throw new RefusedSignature('Los campos no coinciden con el formulario firmado.');
      return { key: objectKey, contentType, minBytes, maxBytes };
    },
    /** The key a download link names, once its signature and expiry are checked. */
    keyOf(link: { key: string; expires: number; signature: string }, now = new Date()) {
      if (!same(sign(`${link.key}\n${link.expires}`), link.signature))
        throw new RefusedSignature('El enlace no es válido.');
      if (link.expires * 1000 < now.getTime()) throw new RefusedSignature('El enlace venció.');
      return link.key;
    },
    put: (objectKey: string, bytes: Buffer, contentType: string) => storage.put(objectKey, bytes, contentType),
    get: (objectKey: string) => storage.get(objectKey),
  };
}
export type LocalUploadStore = ReturnType<typeof localUploadStore>;
