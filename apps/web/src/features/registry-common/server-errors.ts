import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts field errors of a list endpoint (`quotas.0.amount`, `commissions.0.commission_pct`) on
 * a one-row form's fields (`amount`, `commission_pct`). Answers the messages it could not place.
 */
export function placeRowErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  if (!isApiError(error)) return [];
  const unplaced: string[] = [];
  for (const { field, message } of error.fields) {
    const name = field.split('.').at(-1)!;
    if (fields.includes(name)) setError(name as Path<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
}
