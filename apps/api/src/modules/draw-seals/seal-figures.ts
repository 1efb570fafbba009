import {
  SEAL_GENESIS,
  canonicalSealTicketFields,
  sealChainNext,
  type DrawSealInput,
  type SealAgencyTotal,
  type SealCurrencyTotal,
  type SealNumberTotal,
} from '@banca/contracts/integrity';
import type { SealTicketRow } from './seal-repository';

/** A banca's figures on one draw, before they are written as text. */
type Figures = Omit<DrawSealInput, 'occurrence_id' | 'banca_id' | 'sealed_at'>;

/** How the reading joins a row's fields, and a ticket's plays (see `SealTicketRow`). */
const UNIT = '\u001f';
const RECORD = '\u001e';

interface Sums {
  tickets: number;
  plays: number;
  amount: bigint;
  annulledTickets: number;
  annulledPlays: number;
  annulledAmount: bigint;
}

const noSums = (): Sums => ({
  tickets: 0,
  plays: 0,
  amount: 0n,
  annulledTickets: 0,
  annulledPlays: 0,
  annulledAmount: 0n,
});

const entry = <K, T>(map: Map<K, T>, key: K, fresh: () => T): T => {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = fresh()));
  return value;
};

/** Counts one ticket of `plays` plays worth `amount` into the sums, as annulled or standing. */
function count(sums: Sums, annulled: boolean, plays: number, amount: bigint) {
  if (annulled) {
    sums.annulledTickets += 1;
    sums.annulledPlays += plays;
    sums.annulledAmount += amount;
  } else {
    sums.tickets += 1;
    sums.plays += plays;
    sums.amount += amount;
  }
}

/** A play's fields as read; its sign, an empty field when it has none, is null. */
function playFields(text: string): (string | null)[] {
  const play: (string | null)[] = text.split(UNIT);
  if (play[3] === '') play[3] = null;
  return play;
}

/**
 * Folds one banca's tickets, read in id order, into the seal's figures and the head of the chain
 * over them (ADR 060): each ticket is hashed as it is read, its plays added to the totals per
 * number, and its own sums to those per currency and per agency.
 */
class BancaFold {
  private head = SEAL_GENESIS;
  private readonly currencies = new Map<string, Sums>();
  private readonly agencies = new Map<string, Sums & { agency: string; currency: string }>();
  private readonly numbers = new Map<string, { plays: number; amount: bigint }>();

  add(row: SealTicketRow) {
    const ticket = row.ticket.split(UNIT);
    const plays = row.plays.split(RECORD).map(playFields);
    const [, , agency = '', , currency = '', , , state] = ticket;
    const annulled = state === 'ANULADO';
    let amount = 0n;
    for (const play of plays) {
      const playAmount = BigInt(play[4]!);
      amount += playAmount;
      if (!annulled) {
        const key = `${currency}${UNIT}${play[1]}${UNIT}${play[2]}${UNIT}${play[3] ?? ''}`;
        const number = this.numbers.get(key);
        if (number) {
          number.plays += 1;
          number.amount += playAmount;
        } else this.numbers.set(key, { plays: 1, amount: playAmount });
      }
    }
    count(entry(this.currencies, currency, noSums), annulled, plays.length, amount);
    const byAgency = entry(this.agencies, `${agency}${UNIT}${currency}`, () => ({ ...noSums(), agency, currency }));
    count(byAgency, annulled, plays.length, amount);
    this.head = sealChainNext(this.head, canonicalSealTicketFields(ticket, plays));
  }

  figures(): Figures {
    const totals: SealCurrencyTotal[] = [...this.currencies].map(([currency, s]) => ({
      currency,
      tickets: String(s.tickets),
      plays: String(s.plays),
      amount: String(s.amount),
      annulled_tickets: String(s.annulledTickets),
      annulled_plays: String(s.annulledPlays),
      annulled_amount: String(s.annulledAmount),
    }));
    const sum = (pick: (s: Sums) => number) => [...this.currencies.values()].reduce((n, s) => n + pick(s), 0);
    return {
      tickets: String(sum((s) => s.tickets + s.annulledTickets)),
      plays: String(sum((s) => s.plays + s.annulledPlays)),
      annulled_tickets: String(sum((s) => s.annulledTickets)),
      annulled_plays: String(sum((s) => s.annulledPlays)),
      totals,
      by_number: [...this.numbers].map(([key, n]) => {
        const [currency = '', betType = '', number = '', sign = ''] = key.split(UNIT);
        return {
          currency,
          bet_type_id: betType,
          number,
          sign: sign === '' ? null : sign,
          plays: String(n.plays),
          amount: String(n.amount),
        };
      }) satisfies SealNumberTotal[],
      by_agency: [...this.agencies.values()].map((a) => ({
        agency_id: a.agency,
        currency: a.currency,
        tickets: String(a.tickets),
        plays: String(a.plays),
        amount: String(a.amount),
        annulled_tickets: String(a.annulledTickets),
        annulled_amount: String(a.annulledAmount),
      })) satisfies SealAgencyTotal[],
      tickets_head: this.head,
    };
  }
}

/** Each banca's figures from the occurrence's tickets (in id order); none for a banca with no play. */
export async function figuresByBanca(batches: AsyncIterable<readonly SealTicketRow[]>): Promise<Map<number, Figures>> {
  const folds = new Map<number, BancaFold>();
  for await (const rows of batches) for (const row of rows) entry(folds, row.banca_id, () => new BancaFold()).add(row);
  const figures = new Map<number, Figures>();
  for (const [banca, fold] of folds) figures.set(banca, fold.figures());
  return figures;
}

/** The figures of a banca that sold nothing on the draw. */
export const NO_FIGURES: Figures = {
  tickets: '0',
  plays: '0',
  annulled_tickets: '0',
  annulled_plays: '0',
  totals: [],
  by_number: [],
  by_agency: [],
  tickets_head: SEAL_GENESIS,
};
