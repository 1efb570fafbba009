import type { UploadForm } from '@banca/contracts';

/** What a signed upload form allows: one key, one content type, a size range, until it expires. */
export interface UploadGrant {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
}

/**
 * Where APKs go: the browser posts the file straight there with a form the server signed (the
 * server never relays the bytes), and terminals download through short-lived signed links.
 */
export interface UploadStore {
  uploadForm(grant: UploadGrant, now?: Date): UploadForm;
  /** The stored object's size and SHA-256 (hex), or null when absent. */
  head(key: string): Promise<{ size: number; sha256: string } | null>;
  downloadUrl(key: string, expiresInSeconds: number, now?: Date): string;
}

/** The policy document both stores sign (S3's POST policy shape). */
export function postPolicy(grant: UploadGrant, now: Date, extra: Record<string, string>[] = []) {
  const expiration = new Date(now.getTime() + grant.expiresInSeconds * 1000);
  const policy = {
    expiration: expiration.toISOString(),
    conditions: [
      { key: grant.key },
      { 'Content-Type': grant.contentType },
      ['content-length-range', grant.minBytes, grant.maxBytes],
      ...extra,
    ],
  };
  return { expiration, base64: Buffer.from(JSON.stringify(policy)).toString('base64') };
}
