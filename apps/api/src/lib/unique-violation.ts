import { AppError } from './app-error';

/** The PostgreSQL error behind a failed query, however the driver wrapped it. */
function pgCauseOf(error: unknown): { code?: string; constraint?: string } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code?: string; constraint?: string };
  }
  return null;
}

/** The unique index that refused the change (23505), or null if it was something else. */
export function violatedUniqueIndex(error: unknown): string | null {
  const cause = pgCauseOf(error);
  return cause?.code === '23505' ? (cause.constraint ?? '') : null;
}

/** A 409 that names the field, in the form the web puts on the form. */
export const duplicateField = (field: string, message: string) =>
  new AppError('CONFLICT', message, [{ field, message }]);
