import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointContract } from './endpoint';
import * as contracts from './index';

// Whatever a client sends, a request schema must answer (valid or a list of issues), never throw:
// a throw inside a check becomes a 500 instead of a 400 naming the field. Zod runs every check of
// a schema even after one fails (unless it aborts), so a refinement must not assume the format
// checked before it.

const isEndpoint = (value: unknown): value is EndpointContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
const endpoints = (Object.values(contracts) as unknown[]).filter(isEndpoint);

/** Strings a terminal, a spreadsheet or an attacker may send where a field expects something else. */
const AWKWARD_STRINGS = [
  '', ' ', '-', '+1', '0', '00', '-0', '-5', '10.00', '1,5', '1e3', '0x10', 'abc', 'NaN', 'Infinity',
  '١٢٣', '９', ' 100 ', '999999999999999999999999', '2026-02-30', '2026-13-01', '2026-11-21', '25:00',
  'true', 'null', '[]', '{}', '\u0000', '💸', 'x'.repeat(300),
];

const awkward: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...AWKWARD_STRINGS),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, undefined, true, false, [], {}),
  fc.array(fc.constantFrom(...AWKWARD_STRINGS), { maxLength: 2 }),
);

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Values shaped like what the schema expects, with awkward leaves, so every check gets its turn. */
function nearlyValid(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shaped = depth > 6 ? awkward : shapedLike(def, depth);
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
      return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 0.5, Number.MAX_SAFE_INTEGER + 2));
    case 'boolean':
      return fc.boolean();
    default:
      return awkward;
  }
}

describe('request schemas', () => {
  it('finds the endpoint catalogue', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    expect(endpoints.filter((endpoint) => endpoint.request).length).toBeGreaterThan(80);
  });

  const schemas = endpoints.flatMap((endpoint) =>
    Object.entries(endpoint.request ?? {}).map(([part, schema]) => ({
      name: `${endpoint.method} ${endpoint.path} ${part}`,
      schema: schema as z.ZodType,
    })),
  );

  it.each(schemas)('$name answers any input without throwing', ({ schema }) => {
    fc.assert(
      fc.property(nearlyValid(schema), (value) => {
        const result = schema.safeParse(value);
        expect(typeof result.success).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });
});
