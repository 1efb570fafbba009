import { ERROR_CATALOGUE, type ErrorCode } from '@banca/contracts';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the caller should see: its code fixes the HTTP status; the message defaults to
 * the catalogue's Spanish text. Thrown by use cases, answered by the one error handler.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.status = ERROR_CATALOGUE[code].status;
  }
}

/** The usual 404: the row does not exist, or the caller may not know it does. */
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);

/** A 400 pointing at one field. */
export const invalidField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', undefined, [{ field, message }]);
