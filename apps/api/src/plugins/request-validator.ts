import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const NUL = '\u0000';

/**
 * How deep a request may nest. The contracts nest a few levels; a body of ten thousand `[` would
 * otherwise overflow the stack of any recursive walk (this one, or a schema's) and answer 500.
 */
export const MAX_REQUEST_DEPTH = 32;

const CLEAN = 0;
const HOLDS_NUL = 1;
const TOO_DEEP = 2;
type Scan = typeof CLEAN | typeof HOLDS_NUL | typeof TOO_DEEP;

/**
 * What every request pays, allocating nothing: whether it nests past MAX_REQUEST_DEPTH (checked
 * first, so the walk never goes deeper than that), else whether any text holds U+0000.
 */
function scan(value: unknown, depth = 0): Scan {
  if (typeof value === 'string') return value.includes(NUL) ? HOLDS_NUL : CLEAN;
  if (typeof value !== 'object' || value === null) return CLEAN;
  if (depth >= MAX_REQUEST_DEPTH) return TOO_DEEP;
  let found: Scan = CLEAN;
  if (Array.isArray(value)) {
    for (const item of value) {
      const inner = scan(item, depth + 1);
      if (inner === TOO_DEEP) return TOO_DEEP;
      if (inner === HOLDS_NUL) found = HOLDS_NUL;
    }
    return found;
  }
  for (const key in value) {
    const inner = scan((value as Record<string, unknown>)[key], depth + 1);
    if (inner === TOO_DEEP) return TOO_DEEP;
    if (inner === HOLDS_NUL) found = HOLDS_NUL;
  }
  return found;
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
    context.addIssue({
      code: 'custom',
      path,
      message: 'El texto contiene un carácter nulo (U+0000), que no se admite.',
    });
  }
});

const refuseDepth = z.unknown().refine(() => false, {
  message: `La solicitud anida más de ${MAX_REQUEST_DEPTH} niveles de objetos o listas.`,
});

/**
 * Every route's body, query and params: refused if they nest too deep or a text holds NUL, else
 * checked by the contract's schema.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const refuseNulTexts = validatorCompiler({ ...route, schema: refuseNul });
  const refuseTooDeep = validatorCompiler({ ...route, schema: refuseDepth });
  return (data) => {
    const found = scan(data);
    if (found === TOO_DEEP) return refuseTooDeep(data);
    return found === HOLDS_NUL ? refuseNulTexts(data) : validate(data);
  };
};
