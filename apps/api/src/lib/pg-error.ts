/** What PostgreSQL said about a failed statement: its SQLSTATE and the constraint it names. */
export interface PgError {
  code: string;
  constraint: string;
}

/**
 * The PostgreSQL error behind a failure, however the drivers and Drizzle wrapped it (each
 * wrapper keeps the original as `cause`); null when no SQLSTATE is found.
 */
export function pgErrorOf(error: unknown): PgError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: String(constraint ?? '') };
  }
  return null;
}

/** deadlock_detected (40P01): two transactions waited on each other; one was rolled back. */
export const isDeadlock = (error: unknown): boolean => pgErrorOf(error)?.code === '40P01';

/** Two changes crossed (deadlock or serialization failure); nothing of the refused one was saved. */
export function isCrossedChange(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}
