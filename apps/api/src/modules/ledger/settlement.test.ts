import { formatDay, settleDay, type SettleDayResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { needsRealPostgres } from '../../../test/build';
import { resultsTestKit } from '../../../test/kits/results-test-kit';
import { foldUntilCaughtUp } from '../rollups';
import { settleAwardedDays } from './settlement-job';
import { daysToSettle, settlementLag } from './settlement-repository';

// The runner stays still: the tests run the daily settlement themselves, when they mean to.
const kit = resultsTestKit({ jobsPollMs: 0 });
const id = async (code: string) =>
  (await kit.rows<{ id: number }>(sql`SELECT id FROM partners WHERE code = ${code}`))[0]!.id;
const balance = async (code: string) =>
  (
    await kit.rows<{ total: string | null }>(
      sql`SELECT sum(l.amount)::text AS total FROM ledger_legs l JOIN partners p ON p.id = l.partner_id WHERE p.code = ${code}`,
    )
  )[0]!.total ?? '0';
const settlementCount = async () =>
  (await kit.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'SETTLEMENT'`))[0]!.n;
const today = async () =>
  (await kit.rows<{ day: string }>(sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS day`))[0]!.day;

/** Sells one play at a taquilla of Agencia Centro 1, on the caller's business day. */
async function sell(amount: string) {
  const occurrence = await kit.occurrence('Lotto Activo', '10:00');
  const ticket = await kit.ticket('ACE1-T1', [
    { occurrence, betType: 'ANIMALITO', number: '7', amount, multiplier: '30' },
  ]);
  await kit.db.execute(sql`UPDATE tickets SET business_date = ${await today()}::date WHERE id = ${ticket.id}`);
  return ticket;
}

async function commission(code: string, pct: string) {
  await kit.db.execute(sql`INSERT INTO commissions (partner_id, product_id, commission_pct)
    SELECT ${await id(code)}, p.id, ${pct}::numeric FROM products p WHERE p.name = 'Lotto Activo'
    ON CONFLICT (partner_id, product_id, coalesce(bet_type_id, 0))
    DO UPDATE SET commission_pct = EXCLUDED.commission_pct, participation_type = 'NINGUNA', participation_pct = 0`);
}

const settle = async (who = 'distribuidor', extra: object = {}) =>
  kit.as(who, 'POST', settleDay.path, { date: await today(), ...extra });
/** One run of the scheduled daily settlement. */
const settleAwarded = () => settleAwardedDays({ db: kit.db, log: kit.app.log, now: new Date() });
/** Awards the occurrence again (a result corrected to the same numbers): its award is newer. */
const awardAgain = (occurrence: number) =>
  kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = clock_timestamp() WHERE id = ${occurrence}`);
/** Sells `amount` today, folds it, and awards every draw of the day now: the day the scheduler settles. */
async function soldAndAwardedToday(amount: string): Promise<string> {
  const day = await today();
  await sell(amount);
  await foldUntilCaughtUp(kit.db);
  await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = now() WHERE draw_date = ${day}::date`);
  return day;
}
/** Ten minutes pass since the awards of the day's draws and the next day's, past the scheduler's second look. */
const awardsAgeTenMinutes = (day: string) =>
  kit.db.execute(
    sql`UPDATE draw_occurrences SET awarded_at = awarded_at - interval '10 minutes'
         WHERE draw_date BETWEEN ${day}::date AND ${day}::date + 1`,
  );

describe('the daily settlement', () => {
  it('turns each agency’s and distributor’s day into entries with the partner responsible for its payments, once', async () => {
    await commission('ACE1', '10');
    await commission('DCE', '5');
    const ticket = await sell('100000');
    const first = await settle('admin');
    expect(first.statusCode).toBe(200);
    const lines = first.json<SettleDayResponse>().lines.filter((l) => l.entry_id !== null);
    expect(lines.map((l) => [l.partner_name, l.sales, l.commission, l.net, l.difference])).toEqual([
      ['Distribuidora Centro', '100000', '5000', '95000', '-95000'],
      ['Agencia Centro 1', '100000', '10000', '90000', '-90000'],
    ]);
    expect([await balance('ACE1'), await balance('DCE'), await balance('BVE')]).toEqual(['-90000', '-5000', '95000']);

    const count = await settlementCount();
    const again = await settle('admin');
    expect(again.json<SettleDayResponse>().lines.every((l) => l.difference === '0' && l.entry_id === null)).toBe(true);
    expect(await settlementCount()).toBe(count);

    // A late annulment posts only the difference, on the day it belongs to.
    await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${ticket.id}`);
    const late = await settle('distribuidor');
    const ace1 = late.json<SettleDayResponse>().lines.find((l) => l.partner_name === 'Agencia Centro 1')!;
    expect([ace1.net, ace1.posted, ace1.difference]).toEqual(['0', '-90000', '90000']);
    expect([await balance('ACE1'), await balance('DCE'), await balance('BVE')]).toEqual(['0', '0', '0']);
    const [correction] = await kit.rows<{ observation: string; business_date: string }>(
      sql`SELECT observation, business_date::text FROM ledger_entries WHERE id = ${ace1.entry_id}`,
    );
    expect(correction).toEqual({
      observation: `Diferencia de la liquidación del ${(await today()).split('-').reverse().join('/')}`,
      business_date: await today(),
    });
  });

  it('answers 404 for a partner outside the caller’s subtree, refuses a future day and lets no agency settle', async () => {
    const count = await settlementCount();
    expect((await settle('distribuidor2', { partner_id: await id('ACE1') })).statusCode).toBe(404);
    expect((await settle('agencia')).statusCode).toBe(403);
    const future = await kit.as('admin', 'POST', settleDay.path, { date: '2098-01-01' });
    expect(future.json().fields).toEqual([{ field: 'date', message: 'La fecha no puede ser futura.' }]);
    expect(await settlementCount()).toBe(count);
  });

  it('posts one set of entries when two runs of a day meet', async (context) => {
    needsRealPostgres(kit, context);
    await sell('50000');
    const count = await settlementCount();
    const answers = await Promise.all([settle('admin'), settle('distribuidor')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await settlementCount()).toBe(count + 2);
    expect([await balance('ACE1'), await balance('DCE'), await balance('BVE')]).toEqual(['-45000', '-2500', '47500']);
  });

  it('finds a day for the automatic run once all its draws are awarded, and not again until a later award', async () => {
    const day = await today();
    await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = NULL WHERE draw_date = ${day}::date`);
    expect(await daysToSettle(kit.db, 1)).not.toContain(day);
    await sell('20000');
    await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = now() WHERE draw_date = ${day}::date`);
    expect(await daysToSettle(kit.db, 1)).toContain(day);
    expect((await settle('admin')).json<SettleDayResponse>().lines.some((line) => line.entry_id !== null)).toBe(true);
    await awardsAgeTenMinutes(day);
    expect(await daysToSettle(kit.db, 1)).not.toContain(day);
  });

  it('waits for tomorrow’s draw that holds a sale in advance, and settles the day with it once it is awarded', async () => {
    const day = await today();
    const [next] = await kit.rows<{ id: number }>(
      sql`SELECT o.id FROM draw_occurrences o JOIN draws d ON d.id = o.draw_id JOIN products p ON p.id = o.product_id
           WHERE p.name = 'Lotto Activo' AND to_char(d.draw_time, 'HH24:MI') = '10:00' AND o.draw_date = ${day}::date + 1`,
    );
    await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = now() WHERE draw_date = ${day}::date`);
    await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = NULL WHERE id = ${next!.id}`);
    const ticket = await kit.ticket('ACE1-T1', [
      { occurrence: next!.id, betType: 'ANIMALITO', number: '7', amount: '30000', multiplier: '30' },
    ]);
    await kit.db.execute(sql`UPDATE tickets SET business_date = ${day}::date WHERE id = ${ticket.id}`);
    await foldUntilCaughtUp(kit.db);
    expect(await daysToSettle(kit.db, 1)).not.toContain(day);

    await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = now() WHERE id = ${next!.id}`);
    expect(await daysToSettle(kit.db, 1)).toContain(day);
    const lines = (await settle('admin')).json<SettleDayResponse>().lines;
    // The ticket sold today for tomorrow's draw is today's: 30 000 of sales less ACE1's 10 % commission.
    expect(lines.find((line) => line.partner_name === 'Agencia Centro 1')!.difference).toBe('-27000');
    await awardsAgeTenMinutes(day);
    expect(await daysToSettle(kit.db, 1)).not.toContain(day);
  });

  it('settles a day awarded again with nothing to correct once, then no more', async () => {
    const day = await soldAndAwardedToday('40000');
    expect(await settleAwarded()).toContain(formatDay(day));
    // Right after its award the day is looked at again, and nothing is posted twice.
    const count = await settlementCount();
    expect(await settleAwarded()).toBe(`1 día liquidado (${formatDay(day)}), 0 asientos`);
    expect(await settlementLag(kit.db, 7)).toEqual({ lagSeconds: 0, daysPending: 0 });
    await awardsAgeTenMinutes(day);
    expect(await settleAwarded()).toBeNull();

    await awardAgain(await kit.occurrence('Lotto Activo', '10:00'));
    expect(await settleAwarded()).toBe(`1 día liquidado (${formatDay(day)}), 0 asientos`);
    expect(await settlementCount()).toBe(count);
    await awardsAgeTenMinutes(day);
    expect(await settleAwarded()).toBeNull();
    expect(await settlementLag(kit.db, 7)).toEqual({ lagSeconds: 0, daysPending: 0 });
  });

  it('settles again an award that began before a run and committed after it', async () => {
    const day = await soldAndAwardedToday('20000');
    expect(await settleAwarded()).toContain(formatDay(day));
    await awardsAgeTenMinutes(day);
    expect(await daysToSettle(kit.db, 1)).not.toContain(day);
    // An award whose transaction started a minute before the run, and committed after it had read.
    await kit.db.execute(sql`UPDATE draw_occurrences SET awarded_at = (SELECT ran_at FROM settlement_runs
                                                                        WHERE business_date = ${day}::date) - interval '1 minute'
                              WHERE id = ${await kit.occurrence('Lotto Activo', '10:00')}`);
    expect(await daysToSettle(kit.db, 1)).toContain(day);
  });

  it('counts a settlement of a subtree as no run of the day', async () => {
    const day = await soldAndAwardedToday('10000');
    await settleAwarded();
    await awardAgain(await kit.occurrence('Lotto Activo', '10:00'));
    for (const who of ['distribuidor', 'admin']) {
      const lines = (await settle(who)).json<SettleDayResponse>().lines;
      expect(lines.every((line) => line.entry_id === null)).toBe(true);
      expect(await daysToSettle(kit.db, 1)).toContain(day);
    }
    expect((await settlementLag(kit.db, 1)).daysPending).toBe(1);
    expect(await settleAwarded()).toBe(`1 día liquidado (${formatDay(day)}), 0 asientos`);
    expect((await settlementLag(kit.db, 1)).daysPending).toBe(0);
    await awardsAgeTenMinutes(day);
    expect(await daysToSettle(kit.db, 1)).not.toContain(day);
  });
});
