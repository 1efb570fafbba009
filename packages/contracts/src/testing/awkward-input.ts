import fc from 'fast-check';
import type { z } from 'zod';

// Input generators for tests: values shaped like what a request schema expects, with awkward
// leaves (wrong types, malformed numbers and dates, values beyond the database's integer range),
// so every check of the schema, and every handler behind it, gets its turn.

/** Strings a terminal, a spreadsheet or an attacker may send where a field expects something else. */
export const AWKWARD_STRINGS = [
  '',
  ' ',
  '-',
  '+1',
  '0',
  '00',
  '-0',
  '-5',
  '10.00',
  '1,5',
  '1e3',
  '0x10',
  'abc',
  'NaN',
  'Infinity',
  '١٢٣',
  '９',
  ' 100 ',
  '2147483648',
  '9007199254740993',
  '999999999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '2026-11-21',
  '0000-01-01',
  '1999-12-31',
  '2100-01-01',
  '9999-12-31',
  '25:00',
  'true',
  'null',
  '[]',
  '{}',
  '\u0000',
  '💸',
  'x'.repeat(300),
];

/** Whole numbers at the edges: zero, negatives, and just past PostgreSQL's integer and bigint. */
export const AWKWARD_NUMBERS = [
  0,
  -1,
  0.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e21,
];

/** An array or object nested `levels` deep, where a flat value is expected. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

/** Values of another size or structure: deep nesting, long texts of every script, control characters. */
export const AWKWARD_SHAPES: readonly unknown[] = [
  nested(64, 1),
  nested(8, 'x'),
  'ñÁ€\u200b\u202e'.repeat(2_000),
  'a\u0000b',
  '\ud800',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE tickets; --",
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'),
];

const awkward: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...AWKWARD_STRINGS),
  fc.constantFrom(...AWKWARD_SHAPES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...AWKWARD_NUMBERS),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(null, undefined, true, false, [], {}),
  fc.array(fc.constantFrom(...AWKWARD_STRINGS), { maxLength: 2 }),
);

/** What the generators and checks read of a zod schema: its kind and its parts. */
export interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Mostly well-shaped values for `schema`, one awkward leaf in five. */
export function nearlyValid(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = depth > 6 ? awkward : shapedLike(defOf(schema), depth);
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: awkward, weight: 1 });
}

function shapedLike(def: SchemaDef, depth: number): fc.Arbitrary<unknown> {
  switch (def.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, nearlyValid(field, depth + 1)])),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(nearlyValid(def.element!, depth + 1), { maxLength: 3 });
    case 'optional':
    case 'nullable':
    case 'default':
      return nearlyValid(def.innerType!, depth + 1);
    case 'pipe':
      return nearlyValid(def.in!, depth + 1);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'number':
      return fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer(), fc.constantFrom(...AWKWARD_NUMBERS));
    case 'boolean':
      return fc.boolean();
    default:
      return awkward;
  }
}
