import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { needsRealPostgres } from '../../../test/build';
import { agencySellers, openOccurrence, sellRequest } from '../../../test/sales';
import { resultsTestKit } from '../../../test/kits/results-test-kit';
import { foldRollups, foldUntilCaughtUp } from './rollups-repository';
import { rollupDifferences } from '../../../test/kits/rollups-test-kit';

const kit = resultsTestKit();

const play = (occurrence: number, number: string, amount: string) => ({
  occurrence,
  betType: 'ANIMALITO' as const,
  number,
  amount,
  multiplier: '30',
});

const soldOnDay = async (taquilla: string, day: string) => {
  const [row] = await kit.rows<{ sold: string; annulled: string }>(
    sql`SELECT coalesce(sum(r.sold_amount), 0)::text AS sold, coalesce(sum(r.annulled_amount), 0)::text AS annulled
          FROM sales_rollups r JOIN partners p ON p.id = r.taquilla_id
         WHERE p.code = ${taquilla} AND r.business_date = ${day}::date`,
  );
  return row!;
};

const foldedTicketId = async () =>
  Number((await kit.rows<{ id: string }>(sql`SELECT folded_ticket_id::text AS id FROM rollup_state`))[0]!.id);

describe('the rollup folder', () => {
  it('shows a sale in the rollups within 5 seconds, without being asked', async () => {
    const occurrence = await kit.occurrence('Lotto Activo', '12:00');
    const before = await soldOnDay(
      'ACE2-T2',
      (await kit.rows<{ d: string }>(sql`SELECT current_date::text AS d`))[0]!.d,
    );
    const started = Date.now();
    await kit.ticket('ACE2-T2', [play(occurrence, '5', '4321')]);
    const today = (await kit.rows<{ d: string }>(sql`SELECT current_date::text AS d`))[0]!.d;
    let sold = before.sold;
    while (sold === before.sold && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sold = (await soldOnDay('ACE2-T2', today)).sold;
    }
    expect(BigInt(sold) - BigInt(before.sold)).toBe(4321n);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('puts a late annulment on the day the ticket was sold', async () => {
    const occurrence = await kit.occurrence('Lotto Activo', '13:00');
    const sold = await kit.ticket('AOR2-T1', [play(occurrence, '9', '1500')]);
    await kit.db.execute(sql`UPDATE tickets SET business_date = DATE '2026-01-10' WHERE id = ${sold.id}`);
    await foldUntilCaughtUp(kit.db);
    expect(await soldOnDay('AOR2-T1', '2026-01-10')).toEqual({ sold: '1500', annulled: '0' });

    await kit.db.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${sold.id}`);
    await foldUntilCaughtUp(kit.db);
    expect(await soldOnDay('AOR2-T1', '2026-01-10')).toEqual({ sold: '1500', annulled: '1500' });
    expect(await rollupDifferences(kit.db)).toEqual([]);
  });

  it('does not fold past a ticket whose transaction is still open, and folds it once it commits (real PostgreSQL)', async (context) => {
    needsRealPostgres(kit, context);
    const occurrence = await kit.occurrence('Lotto Activo', '14:00');
    const model = await kit.ticket('ACE1-T2', [play(occurrence, '3', '700')]);
    await foldUntilCaughtUp(kit.db);

    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let openId = 0;
    let written!: () => void;
    const inserted = new Promise<void>((resolve) => (written = resolve));
    const open = kit.db.transaction(async (tx) => {
      const [row] = (
        (await tx.execute(sql`WITH t AS (
            INSERT INTO tickets (serial, security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                                 currency, total, channel, status, sold_at, business_date)
            SELECT serial || 'x', security_code, taquilla_id, agency_id, banca_id, partner_path, chain, seller_id,
                   currency, total, channel, status, sold_at, business_date FROM tickets WHERE id = ${model.id}
            RETURNING id)
          , p AS (INSERT INTO ticket_plays (ticket_id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier)
            SELECT t.id, occurrence_id, bet_type_id, number, sign, number_key, requested, amount, multiplier
              FROM ticket_plays, t WHERE ticket_id = ${model.id})
          SELECT id::text FROM t`)) as unknown as { rows: { id: string }[] }
      ).rows;
      openId = Number(row!.id);
      written();
      await held;
    });
    await inserted;
    const later = await kit.ticket('ACE1-T2', [play(occurrence, '4', '800')]);
    expect(later.id).toBeGreaterThan(openId);
    for (let i = 0; i < 5; i++) {
      await foldRollups(kit.db);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await foldedTicketId()).toBeLessThan(openId);

    commit();
    await open;
    await foldUntilCaughtUp(kit.db);
    expect(await foldedTicketId()).toBeGreaterThanOrEqual(later.id);
    expect(await rollupDifferences(kit.db)).toEqual([]);
  });

  it('lets one process fold at a time: another skips its turn (real PostgreSQL)', async (context) => {
    needsRealPostgres(kit, context);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = kit.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM rollup_state WHERE id = 1 FOR UPDATE`);
      locked();
      await held;
    });
    await isLocked;
    expect(await foldRollups(kit.db)).toBe(false);
    release();
    await holder;
    expect(await foldRollups(kit.db)).toBe(true);
  });

  it('stays exact under 120 concurrent sales through the API while it folds (real PostgreSQL)', async (context) => {
    needsRealPostgres(kit, context);
    const { seller, agencia, secondTaquillaId } = await agencySellers({ app: kit.app, database: { db: kit.db } });
    const occurrence = await openOccurrence(kit.db, 'Lotto Activo');
    let folding = true;
    const folder = (async () => {
      while (folding) await foldRollups(kit.db);
    })();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const plays = [
          {
            occurrence_id: occurrence.occurrenceId,
            bet_type: 'ANIMALITO' as const,
            number: String(i % 37),
            amount: '100',
          },
        ];
        return i % 2 === 0
          ? sellRequest(kit.app, seller, { plays })
          : sellRequest(kit.app, agencia, { plays, taquilla_id: secondTaquillaId });
      }),
    );
    folding = false;
    await folder;
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    await foldUntilCaughtUp(kit.db);
    expect(await rollupDifferences(kit.db)).toEqual([]);
  });
});
