import {
  confirmPayment,
  createAccountEntry,
  createPaymentMethod,
  rejectPayment,
  savePayment,
  settleDay,
  type Payment,
  type SettleDayResponse,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultsTestKit } from '../../../test/kits/results-test-kit';
import { foldUntilCaughtUp } from '../rollups';

const kit = resultsTestKit();

type Step =
  | { kind: 'sell'; amount: number }
  | { kind: 'annul'; pick: number }
  | { kind: 'award'; pick: number }
  | { kind: 'pay'; amount: number; confirm: boolean }
  | { kind: 'manual'; amount: number; toAgency: boolean }
  | { kind: 'settle' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('sell' as const), amount: fc.integer({ min: 1, max: 5000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('annul' as const), pick: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('award' as const), pick: fc.nat(30) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount: fc.integer({ min: 1, max: 9000 }),
      confirm: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('manual' as const),
      amount: fc.integer({ min: 1, max: 9000 }),
      toAgency: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'settle' as const }) },
);

const one = async <T>(query: ReturnType<typeof sql>) => (await kit.rows<T>(query))[0]!;

describe('the money under any sequence of events', () => {
  it('keeps the legs at zero per currency, each balance equal to its entries, and a settlement equal to the day’s net', async () => {
    const today = (await one<{ day: string }>(sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS day`))
      .day;
    const ids = Object.fromEntries(
      (
        await kit.rows<{ code: string; id: number }>(
          sql`SELECT code, id FROM partners WHERE code IN ('DCE', 'ACE1', 'BVE')`,
        )
      ).map((row) => [row.code, row.id]),
    );
    for (const [code, pct] of [
      ['ACE1', '10'],
      ['DCE', '5'],
    ] as const) {
      await kit.db.execute(sql`INSERT INTO commissions (partner_id, product_id, commission_pct)
        SELECT ${ids[code]}, id, ${pct}::numeric FROM products WHERE name = 'Lotto Activo'
        ON CONFLICT (partner_id, product_id, coalesce(bet_type_id, 0)) DO UPDATE SET commission_pct = EXCLUDED.commission_pct,
          participation_type = 'NINGUNA', participation_pct = 0`);
    }
    const method = (
      await kit.as('distribuidor', 'POST', createPaymentMethod.path, { type: 'EFECTIVO', alias: 'Caja' })
    ).json<{ id: number }>().id;
    const account = (await one<{ id: number }>(sql`SELECT id FROM accounts WHERE code = 'AJUSTES'`)).id;
    const occurrence = await kit.occurrence('Lotto Activo', '10:00');
    const tickets: { id: number; amount: bigint; prize: bigint; annulled: boolean }[] = [];
    let reference = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'sell') {
            const amount = BigInt(s.amount * 100);
            const ticket = await kit.ticket('ACE1-T1', [
              { occurrence, betType: 'ANIMALITO', number: '7', amount: amount.toString(), multiplier: '30' },
            ]);
            await kit.db.execute(sql`UPDATE tickets SET business_date = ${today}::date WHERE id = ${ticket.id}`);
            tickets.push({ id: ticket.id, amount, prize: 0n, annulled: false });
          } else if (s.kind === 'annul' || s.kind === 'award') {
            const ticket = tickets[s.pick % Math.max(tickets.length, 1)];
            if (!ticket || ticket.annulled || ticket.prize > 0n) continue;
            if (s.kind === 'annul') {
              await kit.db.execute(
                sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now() WHERE id = ${ticket.id}`,
              );
              ticket.annulled = true;
            } else {
              ticket.prize = ticket.amount * 30n;
              await kit.db.execute(sql`UPDATE ticket_plays SET prize = amount * 30 WHERE ticket_id = ${ticket.id}`);
              await kit.db.execute(
                sql`UPDATE tickets SET status = 'PREMIADO', prize_total = total * 30 WHERE id = ${ticket.id}`,
              );
            }
          } else if (s.kind === 'pay') {
            const saved = await kit.as('agencia', 'POST', savePayment.path, {
              payment_method_id: method,
              payment_date: today,
              currency: 'BS',
              amount: String(s.amount * 100),
              reference: `P${++reference}`,
            });
            expect(saved.statusCode).toBe(200);
            const id = saved.json<Payment>().id;
            const decided = s.confirm
              ? await kit.as('distribuidor', 'POST', confirmPayment.path, { payment_id: id })
              : await kit.as('distribuidor', 'POST', rejectPayment.path, { payment_id: id, observation: 'No llegó' });
            expect(decided.json<Payment>().status).toBe(s.confirm ? 'CONFIRMED' : 'REJECTED');
          } else if (s.kind === 'manual') {
            const [from, to] = s.toAgency ? [ids.DCE, ids.ACE1] : [ids.ACE1, ids.DCE];
            const answer = await kit.as('distribuidor', 'POST', createAccountEntry.path, {
              account_id: account,
              contributor_id: from,
              beneficiary_id: to,
              currency: 'BS',
              amount: String(s.amount * 100),
              observation: 'Ajuste',
            });
            expect(answer.statusCode).toBe(200);
          } else {
            await foldUntilCaughtUp(kit.db);
            const settled = await kit.as('admin', 'POST', settleDay.path, { date: today });
            const ace1 = settled.json<SettleDayResponse>().lines.find((line) => line.partner_id === ids.ACE1);
            const live = tickets.filter((t) => !t.annulled);
            const sales = live.reduce((sum, t) => sum + t.amount, 0n);
            const prizes = live.reduce((sum, t) => sum + t.prize, 0n);
            const commission = (sales * 10n + 50n) / 100n;
            expect(BigInt(ace1?.net ?? '0')).toBe(sales - prizes - commission);
            const posted = await one<{
              total: string | null;
            }>(sql`SELECT sum(l.amount)::text AS total FROM ledger_entries e
              JOIN ledger_legs l ON l.entry_id = e.id AND l.partner_id = e.settlement_partner_id
             WHERE e.kind = 'SETTLEMENT' AND e.settlement_partner_id = ${ids.ACE1} AND e.business_date = ${today}::date`);
            expect(BigInt(posted.total ?? '0')).toBe(-(sales - prizes - commission));
          }
        }
        const unbalanced = await kit.rows(
          sql`SELECT currency FROM ledger_legs GROUP BY currency HAVING sum(amount) <> 0`,
        );
        expect(unbalanced).toEqual([]);
        const drift = await kit.rows(sql`
          SELECT p.id FROM partners p
           WHERE coalesce((SELECT sum(amount) FROM ledger_legs WHERE partner_id = p.id), 0)
              <> coalesce((SELECT sum(amount) FROM ledger_entries WHERE contributor_id = p.id), 0)
               - coalesce((SELECT sum(amount) FROM ledger_entries WHERE beneficiary_id = p.id), 0)`);
        expect(drift).toEqual([]);
        const daySums = await kit.rows(sql`
          SELECT d.partner_id FROM ledger_day_sums d
            FULL JOIN (SELECT partner_id, currency, business_date, sum(amount) AS amount FROM ledger_legs GROUP BY 1, 2, 3) l
              USING (partner_id, currency, business_date)
           WHERE coalesce(d.amount, 0) <> coalesce(l.amount, 0)`);
        expect(daySums).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});
