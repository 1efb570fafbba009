import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { luhnValid } from '../../../test/sales';
import { rowsOf } from '../../lib/raw-query';

/**
 * A ticket's serial ends in its Luhn check digit (db/sql/banca_luhn_digit_of.sql): the batch write computes it
 * with the inlined `banca_luhn_digit_of`, the sale-by-sale path with `banca_luhn_digit`.
 */

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('the serial check digit', () => {
  it('completes every number to a valid Luhn string, the same way in both functions', async () => {
    const rows = await rowsOf<{ n: string; of_number: string; of_text: string }>(
      t.database.db,
      sql`SELECT n::text, banca_luhn_digit_of(n) AS of_number, banca_luhn_digit(n::text) AS of_text
            FROM (SELECT (100000000 + floor(random() * 899999999))::bigint AS n FROM generate_series(1, 2000)
                  UNION ALL SELECT unnest(ARRAY[0, 5, 59, 100000000, 999999999, 123456789012345678]::bigint[])) s`,
    );
    expect(rows).toHaveLength(2006);
    for (const row of rows) {
      expect(row.of_number, row.n).toBe(row.of_text);
      expect(luhnValid(row.n + row.of_number), row.n).toBe(true);
    }
    // The textbook example: 7992739871 takes 3.
    const [example] = await rowsOf<{ d: string }>(t.database.db, sql`SELECT banca_luhn_digit_of(7992739871) AS d`);
    expect(example!.d).toBe('3');
  });
});
