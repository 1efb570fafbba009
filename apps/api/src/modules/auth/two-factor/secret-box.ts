import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * TOTP secrets must be read back to check a code, so they are sealed (AES-256-GCM) rather than
 * hashed, with a key derived from the server's secret: a copy of the database alone does not
 * give them away.
 */
export function secretBox(serverSecret: string) {
  const key = createHash('sha256').update(`two-factor:${serverSecret}`).digest();
  return {
    seal(plain: Buffer): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): Buffer {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]);
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
