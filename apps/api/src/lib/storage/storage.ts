/**
 * Where uploaded files' bytes live, by key. The disk implementation is the default; an
 * S3-compatible one can satisfy the same interface later (keys are already object-store keys).
 */
export interface Storage {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of lower-case segments: no `..`, no absolute path, no backslash. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.length > 200)
    throw new Error(`Clave de almacenamiento no válida: ${key}`);
}
