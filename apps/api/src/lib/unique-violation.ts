import { AppError } from './app-error';

/** A 409 that names the field, in the form the web puts on the form. */
export const duplicateField = (field: string, message: string) =>
  new AppError('CONFLICT', message, [{ field, message }]);
