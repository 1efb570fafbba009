import type { BetTypeCode } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build';
import { rowsOf } from '../../lib/raw-query';
import { playWinsSql, prizeSql } from './repository';
import { playWins, type DrawResult, type PlayToJudge } from './winning-rule';

/** [bet type, play number, play sign, result number, result sign, wins] */
const CASES: [BetTypeCode, string, number | null, string, number | null, boolean][] = [
  ['ANIMALITO', '0', null, '0', null, true],
  ['ANIMALITO', '0', null, '00', null, false],
  ['ANIMALITO', '00', null, '0', null, false],
  ['ANIMALITO', '36', null, '36', null, true],
  ['TRIPLE', '123', null, '123', 4, true],
  ['TRIPLE', '023', null, '123', null, false],
  ['TRIPLE', '007', null, '007', null, true],
  ['TERMINAL', '23', null, '123', null, true],
  ['TERMINAL', '12', null, '123', null, false],
  ['TERMINAL', '07', null, '007', null, true],
  ['TERMINAL', '45', null, '45', null, true],
  ['TRIPLE_SIGNO', '123', 4, '123', 4, true],
  ['TRIPLE_SIGNO', '123', 5, '123', 4, false],
  ['TRIPLE_SIGNO', '123', 4, '123', null, false],
  ['TRIPLE_SIGNO', '124', 4, '123', 4, false],
  ['TERMINAL_SIGNO', '23', 12, '923', 12, true],
  ['TERMINAL_SIGNO', '23', 11, '923', 12, false],
  ['TERMINAL_SIGNO', '92', 12, '923', 12, false],
];

describe('playWins', () => {
  it.each(CASES)('%s %s/%s against %s/%s → %s', (betType, number, sign, resultNumber, resultSign, wins) => {
    const play: PlayToJudge = { betType, number, sign };
    const result: DrawResult = { number: resultNumber, sign: resultSign };
    expect(playWins(play, result)).toBe(wins);
  });
});

describe('the SQL rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('agrees with playWins on every case', async () => {
    const values = sql.join(
      CASES.map(
        ([code, number, sign, resultNumber, resultSign], i) =>
          sql`(${i}::int, ${code}::text, ${number}::text, ${sign}::smallint, ${resultNumber}::text, ${resultSign}::smallint)`,
      ),
      sql`, `,
    );
    const rows = await rowsOf<{ i: number; wins: boolean }>(
      t.database.db,
      sql`SELECT c.i, ${playWinsSql} AS wins
            FROM (VALUES ${values}) AS c(i, code, number, sign, result_number, result_sign)
            CROSS JOIN LATERAL (SELECT c.code) AS bt(code)
            CROSS JOIN LATERAL (SELECT c.number, c.sign) AS tp(number, sign)
            CROSS JOIN LATERAL (SELECT c.result_number, c.result_sign) AS o(result_number, result_sign)
           ORDER BY c.i`,
    );
    expect(rows.map((row) => row.wins)).toEqual(CASES.map((c) => c[5]));
  });

  it('computes prizes exactly, rounding halves of a minor unit away from zero', async () => {
    const cases: [string, string, string][] = [
      ['1000', '600', '600000'],
      ['333', '60.55', '20163'],
      ['3', '0.50', '2'],
      ['1', '0.49', '0'],
      ['9999999999999', '6000', '59999999999994000'],
    ];
    const values = sql.join(
      cases.map(([amount, multiplier], i) => sql`(${i}::int, ${amount}::bigint, ${multiplier}::numeric(12,2))`),
      sql`, `,
    );
    const query = (prize: typeof prizeSql) =>
      rowsOf<{ prize: string }>(
        t.database.db,
        sql`SELECT (${prize})::text AS prize
              FROM (VALUES ${values}) AS c(i, amount, multiplier)
              CROSS JOIN LATERAL (SELECT 'TRIPLE'::text) AS bt(code)
              CROSS JOIN LATERAL (SELECT '123'::text, NULL::smallint, c.amount, c.multiplier) AS tp(number, sign, amount, multiplier)
              CROSS JOIN LATERAL (SELECT '123'::text, NULL::smallint) AS o(result_number, result_sign)
             ORDER BY c.i`,
      );
    expect((await query(prizeSql)).map((row) => row.prize)).toEqual(cases.map((c) => c[2]));
  });
});
