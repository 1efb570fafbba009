import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS, MAX_ID, MAX_MONEY_INPUT } from './index';
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

/** Fields that carry money, by name: amounts, abonos, prices, bets limits, approval thresholds, maximums. */
const MONEY_PATH = /(amount|abono|price|_per_play|_per_ticket|_above|money_maximums\.[A-Z]+)$/;

/** The request's money fields, as `part.path` with their schema (optional, nullable, default kept). */
function moneyFields(schema: z.ZodType, path: string): { path: string; schema: z.ZodType }[] {
  let leaf = schema;
  for (let node = defOf(leaf); node.innerType ?? node.in; node = defOf(leaf)) leaf = (node.innerType ?? node.in)!;
  const node = defOf(leaf);
  if (node.element) return moneyFields(node.element, `${path}[]`);
  if (node.shape) return Object.entries(node.shape).flatMap(([key, field]) => moneyFields(field, `${path}.${key}`));
  return MONEY_PATH.test(path) ? [{ path, schema }] : [];
}

describe('request schemas', () => {
  // No business types an amount above MAX_MONEY_INPUT (100.000.000.000,00), and with it no sum
  // the ledger keeps can overflow: every money field refuses it, in minor units as a string or in
  // major units as a number, and says which field and what the maximum is.
  const money = ALL_ENDPOINTS.flatMap((endpoint) =>
    Object.entries(endpoint.request ?? {}).flatMap(([part, schema]) =>
      moneyFields(schema as z.ZodType, `${endpoint.method} ${endpoint.path} ${part}`),
    ),
  );
  it('find the money fields of the requests', () => {
    const names = new Set(money.map((field) => field.path.split(' ').pop()!.replace(/^\w+\./, '')));
    expect(names).toEqual(
      new Set([
        'amount',
        'exchange_amount',
        'income_approval_above',
        'outcome_approval_above',
        'commissions[].max_amount',
        'quotas[].amount',
        'plays[].amount',
        'min_per_play',
        'max_per_play',
        'max_per_ticket',
        'bets.min_per_play',
        'bets.max_per_play',
        'bets.max_per_ticket',
        'money_maximums.BS',
        'money_maximums.USD',
        'money_maximums.COP',
        'primer_acu_abono',
        'segundo_acu_abono',
        'monto_acu_abono',
        'price',
        'target_amount',
        'min_amount',
      ]),
    );
  });

  it.each(money)('$path refuses an amount above the ceiling of every money input', ({ schema }) => {
    const above = [(MAX_MONEY_INPUT + 1n).toString(), Number(MAX_MONEY_INPUT / 100n) + 1, '999999999999999999'];
    for (const value of above) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
    }
    const accepted = [MAX_MONEY_INPUT.toString(), Number(MAX_MONEY_INPUT / 100n)].some(
      (value) => schema.safeParse(value).success,
    );
    expect(accepted).toBe(true);
    const messages = [(MAX_MONEY_INPUT + 1n).toString(), Number(MAX_MONEY_INPUT / 100n) + 1].flatMap(
      (value) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(messages.filter((text) => / no puede ser mayor que 100\.000\.000\.000,00\.$/.test(text))).toHaveLength(1);
  });

  // Ids are `integer` columns: a larger id must be refused on its field, not reach the database.
  // Only a page number, a row count, a ticket's id (a `bigint` row) and a signed link's expiry
  // (Unix seconds, past MAX_ID in 2038) and money may go beyond.
  it('bound every id by MAX_ID', () => {
    const unbounded = ALL_ENDPOINTS.flatMap((endpoint) =>
      Object.entries(endpoint.request ?? {}).flatMap(([part, schema]) => numbersAbove(MAX_ID, schema as z.ZodType, part)),
    );
    // The polla's abonos are money in major units, bounded by the ceiling of every money input.
    const abonos = ['body.primer_acu_abono', 'body.segundo_acu_abono', 'body.monto_acu_abono'];
    expect(new Set(unbounded)).toEqual(
      new Set(['query.page', 'body.page', 'query.expected_matched_rows', 'params.id', 'query.expires', ...abonos]),
    );
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
