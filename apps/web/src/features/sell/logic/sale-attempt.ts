/**
 * One Idempotency-Key per sale attempt. A retry of the SAME ticket after the sale got no
 * answer reuses the key (the server then answers the sale it already made instead of selling
 * twice); a changed ticket, or one after an answer, is a new attempt.
 */
export interface SaleAttempt {
  readonly key: string;
  /** The request body, serialised: what the key was used for. */
  readonly body: string;
  /** True once the server answered (sold or refused): the key is spent. */
  readonly answered: boolean;
}

export function nextAttempt(previous: SaleAttempt | null, body: string, newKey: () => string): SaleAttempt {
  if (previous && !previous.answered && previous.body === body) return previous;
  return { key: newKey(), body, answered: false };
}

/**
 * Whether a failed attempt may still have sold (no answer, a server or gateway failure, or
 * the same sale still in progress): retrying it must reuse its key.
 */
export const mayHaveSold = (error: { readonly status: number; readonly code: string }): boolean =>
  error.status === 0 || error.status >= 500 || error.code === 'REQUEST_IN_PROGRESS';

/**
 * A fresh key: `crypto.randomUUID()`, or the same UUID v4 built from `getRandomValues` where
 * randomUUID is missing (it needs a secure context: a taquilla on plain http in a LAN).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
