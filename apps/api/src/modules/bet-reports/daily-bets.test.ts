import { listBetNumber, listDailyBets, listDailyTerminalPaBets, type DailyBetsPage } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foldUntilCaughtUp } from '../rollups';
import { dayIn } from '../../lib/business-day';
import { animalitoPlay } from '../../../test/kits/results-test-kit';
import {
  betReportsKit,
  comparable,
  D1,
  directFigures,
  partnerIdOf,
  subtreeOf,
  totalsOf,
} from '../../../test/kits/bet-reports-test-kit';

const { kit, occurrences, get, page } = betReportsKit();

const DAILY_KEY = ['occurrence_id', 'bet_type', 'number', 'currency'] as const;

/** daily-bets of a subtree on a day, straight from tickets and plays. */
async function directDailyBets(pattern: string, date: string) {
  return directFigures<{ occurrence_id: number; bet_type: string; number: string; currency: string }>(
    kit.db,
    {
      occurrence_id: sql`tp.occurrence_id`,
      bet_type: sql`bt.code`,
      number: sql`tp.number_key`,
      currency: sql`t.currency`,
    },
    sql`t.business_date = ${date}::date AND t.partner_path LIKE ${pattern}`,
  );
}

describe('daily-bets', () => {
  it.each([
    ['admin', 'BVE'],
    ['supervisor', 'BVE'],
    ['distribuidor', 'DCE'],
    ['distribuidor2', 'DOR'],
    ['agencia', 'ACE1'],
    ['admin.pa', 'BPA'],
    ['admin.co', 'BCO'],
  ])('gives %s exactly the figures of its subtree’s tickets and plays, totals per currency', async (who, code) => {
    const answer = await page<DailyBetsPage>(who, listDailyBets, { date: D1 });
    const direct = await directDailyBets(await subtreeOf(kit.db, code), D1);
    expect(comparable(answer.data, DAILY_KEY)).toEqual(comparable(direct, DAILY_KEY));
    expect(answer.total).toBe(direct.length);
    expect(answer.totals).toEqual(totalsOf(direct));
  });

  it('nets out the annulled ticket, keeps currencies apart, and pays amount × the product’s multiplier now', async () => {
    const answer = await page<DailyBetsPage>('admin', listDailyBets, { date: D1, number: '7' });
    const seven = answer.data.filter((row) => row.occurrence_id === occurrences.lotto10);
    expect(
      seven.map(({ currency, amount, plays, prize, prize_plays, multiplier, payout, awarded }) => ({
        currency,
        amount,
        plays,
        prize,
        prize_plays,
        multiplier,
        payout,
        awarded,
      })),
    ).toEqual([
      // 1000 (sold at × 28) + 2000 + 700; the 400 was annulled.
      {
        currency: 'BS',
        amount: '3700',
        plays: 3,
        prize: '109000',
        prize_plays: 3,
        multiplier: '30.00',
        payout: '111000',
        awarded: true,
      },
      {
        currency: 'USD',
        amount: '600',
        plays: 1,
        prize: '18000',
        prize_plays: 1,
        multiplier: '30.00',
        payout: '18000',
        awarded: true,
      },
    ]);
    expect(answer.totals).toEqual([
      { currency: 'BS', amount: '4000', plays: 4, prize: '109000', prize_plays: 3 },
      { currency: 'USD', amount: '600', plays: 1, prize: '18000', prize_plays: 1 },
    ]);
  });

  it('sorts by amount, largest first, unless told otherwise', async () => {
    const amounts = (rows: DailyBetsPage['data']) => rows.map((row) => Number(row.amount));
    const byDefault = amounts((await page<DailyBetsPage>('admin', listDailyBets, { date: D1 })).data);
    expect(byDefault).toEqual([...byDefault].sort((a, b) => b - a));
    const ascending = amounts(
      (await page<DailyBetsPage>('admin', listDailyBets, { date: D1, sort: 'amount', order: 'asc' })).data,
    );
    expect(ascending).toEqual([...byDefault].reverse());
    const numbers = (await page<DailyBetsPage>('admin', listDailyBets, { date: D1, sort: 'number' })).data.map(
      (r) => r.number,
    );
    expect(numbers).toEqual([...numbers].sort());
  });

  it('pages on the server: the pages together are the whole list, the count and totals of every row', async () => {
    const whole = await page<DailyBetsPage>('admin', listDailyBets, { date: D1 });
    expect(whole.total).toBeGreaterThan(4);
    const pages: DailyBetsPage[] = [];
    for (let n = 1; n <= Math.ceil(whole.total / 2); n++) {
      pages.push(await page<DailyBetsPage>('admin', listDailyBets, { date: D1, per_page: 2, page: n }));
    }
    expect(pages.flatMap((p) => p.data)).toEqual(whole.data);
    for (const p of pages) {
      expect(p.total).toBe(whole.total);
      expect(p.totals).toEqual(whole.totals);
    }
  });

  it('filters by number (any sign), bet type, product, draw and currency', async () => {
    const numbers = async (query: Record<string, string | number>) =>
      (await page<DailyBetsPage>('admin', listDailyBets, { date: D1, ...query })).data
        .map((row) => `${row.bet_type} ${row.number} ${row.currency}`)
        .sort();
    expect(await numbers({ number: '123' })).toEqual(['TRIPLE 123 BS', 'TRIPLE_SIGNO 123/4 BS']);
    expect(await numbers({ bet_type: 'TERMINAL' })).toEqual(['TERMINAL 23 BS']);
    expect(await numbers({ number: '7', currency: 'USD' })).toEqual(['ANIMALITO 7 USD']);
    const [lotto11] = await kit.rows<{ draw_id: number; product_id: number }>(
      sql`SELECT draw_id, product_id FROM draw_occurrences WHERE id = ${occurrences.lotto11}`,
    );
    expect(await numbers({ draw_id: lotto11!.draw_id })).toEqual(['ANIMALITO 7 BS']);
    expect(await numbers({ product_id: lotto11!.product_id, number: '12' })).toEqual(['ANIMALITO 12 BS']);
  });

  it('narrows to a partner inside the subtree; outside it is 404', async () => {
    const ace1 = await partnerIdOf(kit.db, 'ACE1');
    const narrowed = await page<DailyBetsPage>('distribuidor', listDailyBets, { date: D1, partner_id: ace1 });
    const direct = await directDailyBets(await subtreeOf(kit.db, 'ACE1'), D1);
    expect(comparable(narrowed.data, DAILY_KEY)).toEqual(comparable(direct, DAILY_KEY));
    for (const [who, outsider] of [
      ['distribuidor', 'AOR1'],
      ['agencia', 'ACE2'],
      ['admin', 'APA1'],
      ['distribuidor2', 'DCE'],
    ]) {
      const answer = await get(who!, listDailyBets, { date: D1, partner_id: await partnerIdOf(kit.db, outsider!) });
      expect(answer.statusCode, `${who} → ${outsider}`).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
  });

  it('reads today in the caller’s zone when no date is given', async () => {
    await kit.ticket('ACE2-T2', [animalitoPlay(occurrences.lotto11, '33', '1234')]);
    await foldUntilCaughtUp(kit.db);
    const answer = await get('admin', listDailyBets, { number: '33', per_page: 500 }, 'UTC');
    expect(answer.statusCode, answer.body).toBe(200);
    const direct = (await directDailyBets(await subtreeOf(kit.db, 'BVE'), dayIn('UTC', new Date()))).filter(
      (row) => row.number === '33',
    );
    expect(comparable(answer.json<DailyBetsPage>().data, DAILY_KEY)).toEqual(comparable(direct, DAILY_KEY));
    expect(direct.length).toBeGreaterThan(0);
  });
});

describe('who may read the bet reports', () => {
  it.each(['taquilla', 'polla'])('refuses %s with 403', async (who) => {
    for (const contract of [listDailyBets, listBetNumber, listDailyTerminalPaBets]) {
      const answer = await get(who, contract, { number: '7' });
      expect(answer.statusCode, contract.path).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
  });
});
