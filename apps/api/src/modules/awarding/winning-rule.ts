import type { BetTypeCode } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * THE winning rule (DOMAIN §5), once in TypeScript and once in SQL; `winning-rule.test.ts`
 * keeps the two in step. Numbers are strings: `0` and `00` are different animalitos.
 *
 * - ANIMALITO, TRIPLE: the play's number equals the result;
 * - TERMINAL: the play's number equals the result's last two digits;
 * - TRIPLE_SIGNO, TERMINAL_SIGNO: as above, and the play's sign equals the result's sign.
 */
export interface PlayToJudge {
  betType: BetTypeCode;
  number: string;
  sign: number | null;
}

export interface DrawResult {
  number: string;
  sign: number | null;
}

export function playWins(play: PlayToJudge, result: DrawResult): boolean {
  const terminal = result.number.slice(-2);
  const signMatches = play.sign !== null && play.sign === result.sign;
  switch (play.betType) {
    case 'ANIMALITO':
    case 'TRIPLE':
      return play.number === result.number;
    case 'TERMINAL':
      return play.number === terminal;
    case 'TRIPLE_SIGNO':
      return play.number === result.number && signMatches;
    case 'TERMINAL_SIGNO':
      return play.number === terminal && signMatches;
  }
}

/**
 * The same rule as a boolean SQL expression over a play `tp`, its bet type `bt` and its
 * occurrence `o` (never null: a missing sign or result does not win).
 */
export const playWinsSql: SQL<boolean> = sql<boolean>`coalesce(CASE bt.code
    WHEN 'ANIMALITO' THEN tp.number = o.result_number
    WHEN 'TRIPLE' THEN tp.number = o.result_number
    WHEN 'TERMINAL' THEN tp.number = right(o.result_number, 2)
    WHEN 'TRIPLE_SIGNO' THEN tp.number = o.result_number AND tp.sign = o.result_sign
    WHEN 'TERMINAL_SIGNO' THEN tp.number = right(o.result_number, 2) AND tp.sign = o.result_sign
    ELSE false END, false)`;

/**
 * A winning play's prize in minor units: amount × multiplier computed in NUMERIC (exact), then
 * rounded to a whole minor unit, halves away from zero (PostgreSQL's `round(numeric)`).
 * With a multiplier of at most 2 decimals, only fractions of a minor unit are ever rounded.
 */
export const prizeSql: SQL<bigint> = sql<bigint>`CASE WHEN ${playWinsSql}
    THEN round(tp.amount::numeric * tp.multiplier)::bigint ELSE 0 END`;
