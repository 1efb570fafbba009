import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const NUL = '\u0000';

/** Whether any text in `value` holds U+0000: the check every request pays, allocating nothing. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsNul);
  for (const key in value) if (holdsNul((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Where `value` holds a text with U+0000, as paths into it (only when it does). */
function* nulPaths(value: unknown, path: PropertyKey[] = []): Generator<PropertyKey[]> {
  if (typeof value === 'string') {
    if (value.includes(NUL)) yield path;
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* nulPaths(item, [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* nulPaths(item, [...path, key]);
  }
}

// PostgreSQL text cannot hold U+0000: a request carrying it is refused on the field that has it,
// on every route, before the route's own schema runs.
const refuseNul = z.unknown().superRefine((value, context) => {
  for (const path of nulPaths(value)) {
    context.addIssue({ code: 'custom', path, message: 'El texto contiene un carácter nulo (U+0000), que no se admite.' });
  }
});

/** Every route's body, query and params: refused if a text holds NUL, else its contract's schema. */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const refuse = validatorCompiler({ ...route, schema: refuseNul });
  return (data) => (holdsNul(data) ? refuse(data) : validate(data));
};
