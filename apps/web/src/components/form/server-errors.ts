import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

export interface ServerErrorPlacement {
  /**
   * The form field a server field path names. A list endpoint answers `quotas.0.amount` for a
   * one-row form's `amount`: pass `lastSegment`.
   */
  readonly fieldOf?: (serverField: string) => string;
}

/** `quotas.0.amount` → `amount`: a list endpoint's row field on a one-row form. */
export const lastSegment = (path: string): string => path.split('.').at(-1)!;

/**
 * Puts the server's field errors (`fields[].field`, a dotted path) on the form's fields.
 * Returns how many it placed; the global policy still shows the toast with the message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  { fieldOf = (field) => field }: ServerErrorPlacement = {},
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const { field, message } of error.fields) {
    const name = fieldNames.find((candidate) => candidate === fieldOf(field));
    if (!name) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return placed;
}

/**
 * Every path the server may point at in these form values, at every depth: `name`,
 * `symbols`, `symbols.1`, `symbols.1.number`…
 */
export function formFieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object') return [];
  return Object.entries(values as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...formFieldPaths(value, path)];
  });
}
