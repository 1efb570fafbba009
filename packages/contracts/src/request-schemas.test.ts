import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS, MAX_ID } from './index';
import { defOf, nearlyValid } from './testing/awkward-input';

// Whatever a client sends, a request schema must answer (valid or a list of issues), never throw:
// a throw inside a check becomes a 500 instead of a 400 naming the field. Zod runs every check of
// a schema even after one fails (unless it aborts), so a refinement must not assume the format
// checked before it.

const schemas = ALL_ENDPOINTS.flatMap((endpoint) =>
  Object.entries(endpoint.request ?? {}).map(([part, schema]) => ({
    name: `${endpoint.method} ${endpoint.path} ${part}`,
    schema: schema as z.ZodType,
  })),
);

/** The request's number fields whose largest accepted value is above `limit`, as `part.path`. */
function numbersAbove(limit: number, schema: z.ZodType, path: string): string[] {
  const node = defOf(schema);
  if (node.type === 'number') return ((schema as z.ZodNumber).maxValue ?? Infinity) > limit ? [path] : [];
  const inner = node.innerType ?? node.in;
  if (inner) return numbersAbove(limit, inner, path);
  if (node.element) return numbersAbove(limit, node.element, `${path}[]`);
  return Object.entries(node.shape ?? {}).flatMap(([key, field]) => numbersAbove(limit, field, `${path}.${key}`));
}

describe('request schemas', () => {
  // Ids are `integer` columns: a larger id must be refused on its field, not reach the database.
  // Only a page number, a row count, a ticket's id (a `bigint` row) and a signed link's expiry
  // (Unix seconds, past MAX_ID in 2038) may go beyond.
  it('bound every id by MAX_ID', () => {
    const unbounded = ALL_ENDPOINTS.flatMap((endpoint) =>
      Object.entries(endpoint.request ?? {}).flatMap(([part, schema]) => numbersAbove(MAX_ID, schema as z.ZodType, part)),
    );
    expect(new Set(unbounded)).toEqual(new Set(['query.page', 'body.page', 'query.expected_matched_rows', 'params.id', 'query.expires']));
    const ticketReads = ALL_ENDPOINTS.filter((endpoint) => numbersAbove(MAX_ID, endpoint.request?.params ?? z.object({}), 'params').length);
    expect(ticketReads.map((endpoint) => endpoint.path)).toEqual(['/api/v2/ticket-management/:id', '/api/v2/ticket-management/:id/annul']);
  });

  it('are found for most endpoints', () => {
    expect(schemas.length).toBeGreaterThan(80);
  });

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
