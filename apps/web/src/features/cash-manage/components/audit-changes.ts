/** One field an audited change touched: its value before and after, as text. */
export interface AuditChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

const NOTHING = '—';

function textOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return NOTHING;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === undefined || value === null
      ? {}
      : { valor: value };

/**
 * The fields an audit entry changed, in the order they first appear: a creation shows every field
 * after, a deletion every field before, an update only the fields whose value differs.
 */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  const was = recordOf(before);
  const is = recordOf(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: textOf(was[field]), after: textOf(is[field]) }))
    .filter((change) => change.before !== change.after);
}
