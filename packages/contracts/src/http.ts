/** Header names shared by the client and the server. */
export const HEADERS = {
  /** IANA zone of the caller (e.g. America/Caracas); the server's "today" follows it. */
  timezone: 'x-timezone',
  /** A total the client already has for a list: the server may skip counting again. */
  cachedCount: 'x-cached-count',
  /** Makes a sale retry-safe. */
  idempotencyKey: 'idempotency-key',
  /** Correlates an answer with the server's log. */
  requestId: 'x-request-id',
  /** The server's clock at the time of the answer (ISO 8601). */
  serverTime: 'x-server-time',
} as const;

/** Zone used when a call carries none. */
export const DEFAULT_TIMEZONE = 'America/Caracas';

/** True when the name is an IANA time zone this runtime knows. */
export function isValidTimezone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
