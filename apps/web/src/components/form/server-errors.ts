import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts the server's field errors (`fields[].field`, a dotted path) on the form's fields.
 * Returns how many it placed; the global policy still shows the toast with the message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const { field, message } of error.fields) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}
