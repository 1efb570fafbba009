/**
 * Before/after of an audit entry as rows a person can read: nested objects are flattened to
 * dotted paths (`partner.name`), and each path says whether it was added, removed or changed.
 */

export type DiffKind = 'added' | 'removed' | 'changed' | 'same';

export interface DiffRow {
  readonly path: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly kind: DiffKind;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by dotted path; arrays and scalars are leaves (shown as text). */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value === null || value === undefined) return out;
  if (!isPlainObject(value)) {
    out.set(prefix || 'valor', textOf(value));
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child) && Object.keys(child).length > 0) for (const [k, v] of flatten(child, path)) out.set(k, v);
    else out.set(path, textOf(child));
  }
  return out;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Every path of before or after, in order of appearance, changed ones marked. */
export function diffEntries(before: unknown, after: unknown): DiffRow[] {
  const a = flatten(before);
  const b = flatten(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.map((path) => {
    const old = a.get(path) ?? null;
    const next = b.get(path) ?? null;
    const kind: DiffKind = old === null ? 'added' : next === null ? 'removed' : old === next ? 'same' : 'changed';
    return { path, before: old, after: next, kind };
  });
}
