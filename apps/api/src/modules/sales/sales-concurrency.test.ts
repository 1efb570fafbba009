import type { SaleResponse } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRealPostgres, type TestApp } from '../../../test/build';
import { animalito, buildWithAgencySellers, openOccurrence, sellRequest, setLimits, soldOn } from '../../../test/sales';
import { intArray, rowsOf } from '../../lib/raw-query';

let t: TestApp;
let seller: string;
let agencia: string;
let secondTaquillaId: number;

beforeAll(async () => ({ t, seller, agencia, secondTaquillaId } = await buildWithAgencySellers()));
afterAll(() => t.close());


describe('selling under concurrency (real PostgreSQL)', () => {
  it('200 concurrent sales on one number sell exactly min(demand, cupo, tope)', async (context) => {
    needsRealPostgres(t, context);
    const occurrence = await openOccurrence(t.database.db, 'Lotto Activo');
    await setLimits(t.database.db, occurrence.productId, { tope: 60_000n });
    // The agency of both taquillas has a cupo below the tope: the agency's cupo is what binds.
    await t.database.db.execute(sql`INSERT INTO regular_quotas (partner_id, product_id, bet_type_id, amount)
      SELECT (SELECT id FROM partners WHERE code = 'ACE1'), ${occurrence.productId}, bet_type_id, 50000
        FROM product_bet_types WHERE product_id = ${occurrence.productId}`);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? sellRequest(t.app, seller, { plays: [animalito(occurrence.occurrenceId, '24', '700')] })
          : sellRequest(t.app, agencia, { plays: [animalito(occurrence.occurrenceId, '24', '700')], taquilla_id: secondTaquillaId }),
      ),
    );
    const sold = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<SaleResponse>());
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    const demand = 200n * 700n;
    const expected = [demand, 50_000n, 60_000n].reduce((min, value) => (value < min ? value : min));

    const soldTotal = sold.reduce((sum, sale) => sum + BigInt(sale.plays[0]!.sold), 0n);
    expect(soldTotal).toBe(expected);
    expect(await soldOn(t.database.db, occurrence.occurrenceId, '24')).toBe(expected);
    expect(sold.filter((sale) => sale.plays[0]!.outcome === 'incompleta')).toHaveLength(1);
    expect(refused.every((answer) => answer.json().code === 'SOLD_OUT')).toBe(true);
    expect(sold.length + refused.length).toBe(200);

    const exposure = await rowsOf<{ code: string; sold: string }>(
      t.database.db,
      sql`SELECT p.code, e.sold::text FROM sales_exposure e JOIN partners p ON p.id = e.partner_id
           WHERE e.occurrence_id = ${occurrence.occurrenceId} AND e.number_key = '24' ORDER BY p.depth`,
    );
    expect(exposure.find((row) => row.code === 'BVE')?.sold).toBe(expected.toString());
    expect(exposure.find((row) => row.code === 'ACE1')?.sold).toBe(expected.toString());
    // Only the partners that set a limit of their own count (ADR 031): not the two taquillas.
    expect(exposure.map((row) => row.code)).toEqual(['BVE', 'ACE1']);
  });

  it('commits no sale after the close instant when sales are fired across it', async (context) => {
    needsRealPostgres(t, context);
    const occurrence = await openOccurrence(t.database.db, 'La Granjita');
    await setLimits(t.database.db, occurrence.productId, {});
    await t.database.db.execute(sql`UPDATE draw_occurrences SET close_at = clock_timestamp() + interval '1500 milliseconds',
                                           draw_at = clock_timestamp() + interval '10 minutes'
                                     WHERE id = ${occurrence.occurrenceId}`);
    const statuses: number[] = [];
    const until = Date.now() + 3_000;
    let n = 0;
    while (Date.now() < until) {
      const wave = await Promise.all(
        Array.from({ length: 10 }, () =>
          sellRequest(t.app, seller, { plays: [animalito(occurrence.occurrenceId, String(n++ % 30), '100')] }),
        ),
      );
      statuses.push(...wave.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const [late] = await rowsOf<{ late: number; sold: number }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE t.sold_at >= o.close_at)::int AS late, count(*)::int AS sold
            FROM tickets t JOIN ticket_plays p ON p.ticket_id = t.id JOIN draw_occurrences o ON o.id = p.occurrence_id
           WHERE o.id = ${occurrence.occurrenceId}`,
    );
    expect(late!.sold).toBe(statuses.filter((status) => status === 200).length);
    expect(late!.late).toBe(0);
  });

  it('100 parallel requests with one Idempotency-Key make one ticket', async (context) => {
    needsRealPostgres(t, context);
    const occurrence = await openOccurrence(t.database.db, 'Lotto Activo');
    await setLimits(t.database.db, occurrence.productId, {});
    const body = { plays: [animalito(occurrence.occurrenceId, '33', '1200')] };
    const answers = await Promise.all(Array.from({ length: 100 }, () => sellRequest(t.app, seller, body, 'una-sola-venta-0001')));
    const ok = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<SaleResponse>());
    const others = answers.filter((answer) => answer.statusCode !== 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((sale) => sale.ticket.id)).size).toBe(1);
    expect(others.every((answer) => answer.statusCode === 409 && answer.json().code === 'REQUEST_IN_PROGRESS')).toBe(true);
    expect(await soldOn(t.database.db, occurrence.occurrenceId, '33')).toBe(1200n);
    // Once the first has finished, every retry is a replay of the same ticket.
    const retry = await sellRequest(t.app, seller, body, 'una-sola-venta-0001');
    expect(retry.json<SaleResponse>()).toMatchObject({ replayed: true, ticket: { id: ok[0]!.ticket.id } });
  });

  it('sales written together in one transaction keep their own answers: sold, refused, or in flight', async (context) => {
    needsRealPostgres(t, context);
    const occurrence = await openOccurrence(t.database.db, 'Lotto Activo');
    await setLimits(t.database.db, occurrence.productId, {});
    await t.database.db.execute(sql`INSERT INTO blocked_numbers (partner_id, product_id, number, created_by)
      SELECT (SELECT id FROM partners WHERE code = 'ACE1'), ${occurrence.productId}, '13', (SELECT id FROM users WHERE username = 'admin')`);
    const numbers = Array.from({ length: 36 }, (_, i) => String(i + 1)).filter((n) => n !== '13');
    const repeated = { plays: [animalito(occurrence.occurrenceId, '0', '300')] };
    const answers = await Promise.all([
      ...numbers.map((number) => sellRequest(t.app, seller, { plays: [animalito(occurrence.occurrenceId, number, '200')] })),
      ...Array.from({ length: 5 }, () => sellRequest(t.app, seller, { plays: [animalito(occurrence.occurrenceId, '13', '200')] })),
      ...Array.from({ length: 5 }, () => sellRequest(t.app, seller, repeated, 'repetida-en-lote-01')),
    ]);
    const good = answers.slice(0, numbers.length);
    const blocked = answers.slice(numbers.length, numbers.length + 5);
    const sameKey = answers.slice(numbers.length + 5);

    expect(good.map((answer) => answer.statusCode)).toEqual(numbers.map(() => 200));
    expect(good.map((answer) => answer.json<SaleResponse>().ticket.plays[0]!.number)).toEqual(numbers);
    expect(blocked.map((answer) => answer.json().code)).toEqual(Array(5).fill('SOLD_OUT'));
    const keyTickets = sameKey.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<SaleResponse>().ticket.id);
    expect(new Set(keyTickets).size).toBe(1);
    expect(sameKey.every((answer) => answer.statusCode === 200 || answer.json().code === 'REQUEST_IN_PROGRESS')).toBe(true);
    expect(await soldOn(t.database.db, occurrence.occurrenceId, '0')).toBe(300n);
    expect(await soldOn(t.database.db, occurrence.occurrenceId, '13')).toBe(0n);

    // They were written in batches: tickets of one batch share its transaction id.
    const ids = good.map((answer) => answer.json<SaleResponse>().ticket.id);
    const [row] = await rowsOf<{ tickets: number; transactions: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS tickets, count(DISTINCT xmin::text)::int AS transactions FROM tickets WHERE id = ANY (${intArray(ids)})`,
    );
    expect(row!.tickets).toBe(numbers.length);
    expect(row!.transactions).toBeLessThan(numbers.length);
  });
});
