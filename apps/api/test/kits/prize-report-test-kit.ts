import {
  awardRaffle,
  listDetailedPrizes,
  payPrize,
  saveResult,
  type DetailedPrize,
  type DetailedPrizePage,
  type PrizeState,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { resultsTestKit, type TestPlay } from './results-test-kit';

type Sold = { id: number; serial: string; code: string };
type TicketName = 'paid' | 'expired' | 'usd' | 'oriente' | 'panama' | 'loser' | 'waiting' | 'annulled';

/** A prize as the tests compare it: the play, its ticket, amounts and state. */
export interface ExpectedPrize {
  id: number;
  serial: string;
  currency: string;
  amount: string;
  prize: string;
  state: PrizeState;
}

/**
 * What the detailed-prize tests share: the results kit's app, tickets sold today, one draw
 * awarded, one ticket paid, one expired (UPDATE of prize_expires_at), one still waiting for
 * another draw, one annulled after the award; a taquilla of the demo banca works in USD, so the
 * banca has two currencies. The expected prizes are read straight from the tickets and plays.
 */
export function prizeReportTestKit() {
  const kit = resultsTestKit();
  const state = { awarded: 0, pending: 0, productId: 0, otherProductId: 0, today: '', zone: '' };
  const sold = {} as Record<TicketName, Sold>;
  const win = (amount: string, number = '7'): TestPlay => ({
    occurrence: state.awarded,
    betType: 'ANIMALITO',
    number,
    amount,
    multiplier: '30',
  });
  const productOf = async (occurrence: number) =>
    (await kit.rows<{ id: number }>(sql`SELECT product_id AS id FROM draw_occurrences WHERE id = ${occurrence}`))[0]!
      .id;

  beforeAll(async () => {
    await kit.db.execute(sql`UPDATE partners SET currency = 'USD' WHERE code = 'ACE2-T1'`);
    state.awarded = await kit.occurrence('Lotto Activo', '16:00');
    state.pending = await kit.occurrence('La Granjita', '17:00');
    await kit.setClosed(state.awarded);
    state.productId = await productOf(state.awarded);
    state.otherProductId = await productOf(state.pending);
    sold.paid = await kit.ticket('ACE1-T1', [win('100')]);
    sold.expired = await kit.ticket('ACE1-T2', [win('200'), win('10'), win('50', '8')]);
    sold.usd = await kit.ticket('ACE2-T1', [win('300')]);
    sold.oriente = await kit.ticket('AOR1-T1', [win('400')]);
    sold.panama = await kit.ticket('APA1-T1', [win('500')]);
    sold.loser = await kit.ticket('ACE1-T1', [win('600', '8')]);
    sold.waiting = await kit.ticket('ACE1-T3', [
      win('700'),
      { occurrence: state.pending, betType: 'ANIMALITO', number: '5', amount: '80', multiplier: '30' },
    ]);
    sold.annulled = await kit.ticket('ACE1-T1', [win('800')]);
    const result = await kit.as('admin', 'POST', saveResult.path, { occurrence_id: state.awarded, number: '7' });
    expect(result.statusCode, result.body).toBe(200);
    expect((await kit.as('admin', 'POST', awardRaffle.path, { occurrence_id: state.awarded })).statusCode).toBe(200);
    const { serial, code } = sold.paid;
    const paid = await kit.as('taquilla', 'POST', payPrize.path, { serial, security_code: code });
    expect(paid.statusCode, paid.body).toBe(200);
    await kit.db.execute(
      sql`UPDATE tickets SET prize_expires_at = now() - interval '1 minute' WHERE id = ${sold.expired.id}`,
    );
    // A prize of a ticket annulled afterwards (by hand: the screens cannot) is not a prize any more.
    await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO' WHERE id = ${sold.annulled.id}`);
    // The kit sells on the database's current date.
    const [clock] = await kit.rows<{ today: string; zone: string }>(
      sql`SELECT current_date::text AS today, current_setting('TimeZone') AS zone`,
    );
    Object.assign(state, clock);
  });

  /** The prizes straight from the tables: winning plays of tickets not annulled under a path. */
  async function expectedPrizes(partnerCode: string): Promise<ExpectedPrize[]> {
    const rows = await kit.rows<
      Omit<ExpectedPrize, 'id' | 'state'> & { id: string; status: string; expires: Date | string | null }
    >(
      sql`SELECT tp.id::text, t.serial, t.currency, tp.amount::text, tp.prize::text, t.status,
                 t.prize_expires_at AS expires
            FROM tickets t JOIN ticket_plays tp ON tp.ticket_id = t.id
           WHERE t.partner_path LIKE (SELECT path FROM partners WHERE code = ${partnerCode}) || '%'
             AND t.business_date = ${state.today}::date AND t.status <> 'ANULADO' AND tp.prize > 0`,
    );
    const stateOf = (row: (typeof rows)[number]): PrizeState => {
      if (row.status === 'PAGADO') return 'PAGADO';
      const expired = row.status === 'PREMIADO' && row.expires && new Date(row.expires).getTime() <= Date.now();
      return expired ? 'VENCIDO' : 'POR_PAGAR';
    };
    return rows
      .map((row) => ({ ...shapeOf(row), id: Number(row.id), state: stateOf(row) }))
      .sort((a, b) => a.id - b.id);
  }

  const report = (who: string, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams({ from_date: state.today, to_date: state.today, per_page: '500' });
    for (const [key, value] of Object.entries(query)) params.set(key, String(value));
    return kit.as(who, 'GET', `${listDetailedPrizes.path}?${params}`);
  };

  return {
    kit,
    state,
    sold,
    expectedPrizes,
    report,
    async pageOf(who: string, query: Record<string, string | number> = {}): Promise<DetailedPrizePage> {
      const answer = await report(who, query);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    },
    async idOfPartner(code: string) {
      return (await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = ${code}`))[0]!.id;
    },
  };
}

const shapeOf = ({
  id,
  serial,
  currency,
  amount,
  prize,
  state,
}: Omit<ExpectedPrize, 'id' | 'state'> & { id: unknown; state?: unknown }) => ({
  id: Number(id),
  serial,
  currency,
  amount,
  prize,
  state: state as PrizeState,
});

/** The report's rows as the tests compare them, by play id. */
export const shapesOf = (rows: readonly DetailedPrize[]): ExpectedPrize[] =>
  rows.map(shapeOf).sort((a, b) => a.id - b.id);

/** The totals per currency, added up here from the expected rows. */
export function totalsOf(rows: readonly ExpectedPrize[]) {
  const zero = () => ({ prizes: 0, amount: 0n, prize: 0n, paid: 0n, pending: 0n, expired: 0n });
  const byCurrency = new Map<string, ReturnType<typeof zero>>();
  for (const row of rows) {
    const sums = byCurrency.get(row.currency) ?? zero();
    sums.prizes += 1;
    sums.amount += BigInt(row.amount);
    sums.prize += BigInt(row.prize);
    sums[row.state === 'PAGADO' ? 'paid' : row.state === 'VENCIDO' ? 'expired' : 'pending'] += BigInt(row.prize);
    byCurrency.set(row.currency, sums);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { prizes, ...sums }]) => ({
      currency,
      prizes,
      ...Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, String(value)])),
    }));
}
