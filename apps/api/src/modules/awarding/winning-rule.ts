import type { BetTypeCode } from '@banca/contracts';

/**
 * THE winning rule (DOMAIN §5), once in TypeScript (here) and once in SQL (`playWinsSql` in
 * `repository.ts`, which awards in one statement); `winning-rule.test.ts` keeps the two in
 * step. Numbers are strings: `0` and `00` are different animalitos.
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
