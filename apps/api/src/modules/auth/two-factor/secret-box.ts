import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../../lib/app-error';

/** The keys of the second factors' secrets: the current one seals, the previous ones still open. */
export interface TwoFactorKeys {
  current: Buffer;
  previous: readonly Buffer[];
}

/** The prefix of a secret sealed under a key of its own (ADR 048): `k1.<key id>.<iv>.<tag>.<body>`. */
const VERSION = 'k1';

/** A key's id, stored beside each secret it seals: which key opens it, without revealing the key. */
export const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('banca-two-factor-key-id:').update(key).digest('hex').slice(0, 12);

/** The key of the first secrets (before TWO_FACTOR_KEY): derived from the JWT secret, opened only to move them. */
const legacyKeyOf = (jwtSecret: string) => createHash('sha256').update(`two-factor:${jwtSecret}`).digest();

/** A secret no configured key opens: the server was given the wrong key, or lost one. */
export class UnknownSecretKeyError extends AppError {
  constructor(readonly keyId: string) {
    super(
      'SERVICE_UNAVAILABLE',
      'No se puede verificar el segundo factor: la clave con que se guardó no está configurada en el servidor. Avise al equipo.',
    );
  }
}

function seal(key: Buffer, plain: Buffer): string[] {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
}

function open(key: Buffer, parts: readonly string[]): Buffer | null {
  const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * TOTP secrets must be read back to check a code, so they are sealed (AES-256-GCM) rather than
 * hashed, with TWO_FACTOR_KEY: a copy of the database alone does not give them away, and the JWT
 * secret can change without touching them. Each sealed secret names its key's id; a secret under
 * a previous key (or the first ones, under a key derived from the JWT secret) still opens and
 * `isCurrent` says it should be sealed again under the current key.
 */
export function secretBox(keys: TwoFactorKeys, jwtSecret: string) {
  const currentId = keyIdOf(keys.current);
  const byId = new Map([keys.current, ...keys.previous].map((key) => [keyIdOf(key), key]));
  return {
    seal(plain: Buffer): string {
      return [VERSION, currentId, ...seal(keys.current, plain)].join('.');
    },
    /** The secret's bytes; UnknownSecretKeyError when no configured key opens it. */
    open(sealed: string): Buffer {
      const parts = sealed.split('.');
      if (parts[0] === VERSION && parts.length === 5) {
        const key = byId.get(parts[1]!);
        const plain = key ? open(key, parts.slice(2)) : null;
        if (!plain) throw new UnknownSecretKeyError(parts[1]!);
        return plain;
      }
      const plain = parts.length === 3 ? open(legacyKeyOf(jwtSecret), parts) : null;
      if (!plain) throw new UnknownSecretKeyError('jwt');
      return plain;
    },
    /** Whether the secret is sealed under the current key (else it is moved to it when next opened). */
    isCurrent(sealed: string): boolean {
      return sealed.startsWith(`${VERSION}.${currentId}.`);
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
