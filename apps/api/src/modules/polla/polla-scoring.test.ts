import * as c from '@banca/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pollaTestKit } from '../../../test/kits/polla-test-kit';

const t = pollaTestKit();
const { kit } = t;

const tickets: Record<'a' | 'b' | 'c' | 'd', c.PollaTicket> = {} as never;
let dailyId: number;

const ticketRow = async (id: number) =>
  (
    await kit.rows<{ status: string; score: number; first: string; second: string; weekly: string }>(
      sql`SELECT status, score, prize_first::text AS first, prize_second::text AS second, prize_weekly::text AS weekly
            FROM polla_tickets WHERE id = ${id}`,
    )
  )[0]!;

const outcomesOf = (serial: string) =>
  kit.rows<{ kind: string; amount: string; register: boolean }>(
    sql`SELECT kind, amount::text, cash_register_id IS NOT NULL AS register FROM cash_movements
         WHERE description = ${`Premio de polla, ticket ${serial}`}`,
  );

const reward = (id: number) => kit.as('polla', 'POST', c.rewardPollaPrize.path, { ticket_id: id });

beforeAll(async () => {
  await t.createType();
  tickets.a = (await t.sell(['7', '8', '9'], 1)).json();
  tickets.b = (await t.sell(['7', '8', '9'], 2)).json();
  tickets.c = (await t.sell(['7', '8', '1'], 3)).json();
  tickets.d = (await t.sell(['1', '2', '3'], 4)).json();
  dailyId = (await t.current('daily')).json().id;
  // One céntimo more, so that the first accumulator does not split evenly between two winners.
  await kit.as('admin', 'POST', c.createDailyJackpotPayment.path, {
    pote_diario_id: dailyId,
    primer_acu_abono: 0.01,
    tipo: 'INGRESO',
  });
  await t.award(['7', '8', '9']);
});

describe('scoring the day when its last counted draw is awarded', () => {
  it('splits each accumulator exactly among its winners and rolls the remainder over', async () => {
    expect(await ticketRow(tickets.a.id)).toEqual({
      status: 'PREMIADO',
      score: 3,
      first: '6000',
      second: '0',
      weekly: '1466',
    });
    expect(await ticketRow(tickets.b.id)).toEqual({
      status: 'PREMIADO',
      score: 3,
      first: '6000',
      second: '0',
      weekly: '1466',
    });
    expect(await ticketRow(tickets.c.id)).toEqual({
      status: 'PREMIADO',
      score: 2,
      first: '0',
      second: '5000',
      weekly: '0',
    });
    expect(await ticketRow(tickets.d.id)).toEqual({
      status: 'PERDEDOR',
      score: 0,
      first: '0',
      second: '0',
      weekly: '0',
    });
    const potes = await t.potes();
    expect(potes.map((p) => [p.kind, p.status, p.first, p.second])).toEqual([
      ['DAILY', 'SETTLED', '0', '0'],
      ['WEEKLY', 'OPEN', '0', '0'],
      ['DAILY', 'OPEN', '1', '0'],
    ]);
    for (const pote of potes) expect([pote.first, pote.second]).toEqual([pote.sum_first, pote.sum_second]);
  });

  it('shows the ticket’s prize parts and picks per draw, and does not score a day twice', async () => {
    const last = t.state.occurrences[2]!;
    expect((await kit.as('admin', 'POST', c.awardRaffle.path, { occurrence_id: last })).statusCode).toBe(200);
    expect(await ticketRow(tickets.a.id)).toMatchObject({ first: '6000', weekly: '1466' });
    const check = (await kit.as('polla', 'POST', c.consultPollaPrize.path, { ticket_id: tickets.c.id })).json();
    expect(check).toMatchObject({
      payable: true,
      ticket: { status: 'PREMIADO', score: 2, prize: { first: '0', second: '5000', weekly: '0', total: '5000' } },
    });
    expect(check.ticket.draws.map((d: { picks: { hit: boolean }[] }) => d.picks[0]!.hit)).toEqual([true, true, false]);
  });

  it('refuses a payment on the settled pote and a sale once the first counted draw closed', async () => {
    const late = await kit.as('admin', 'POST', c.createDailyJackpotPayment.path, {
      pote_diario_id: dailyId,
      primer_acu_abono: 1,
      tipo: 'INGRESO',
    });
    expect(late.statusCode).toBe(409);
    const closed = await t.sell(['1', '2', '3'], 5);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe('Las ventas de esta polla cerraron: su primer sorteo ya cerró.');
  });
});

describe('paying a polla prize', () => {
  it('pays once, audited; a loser, an expired prize and another banca are refused', async () => {
    const paid = await reward(tickets.a.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAGADO', prize: { total: '7466' } });
    expect(paid.json().paid_at).not.toBeNull();
    expect(await outcomesOf(tickets.a.serial)).toEqual([{ kind: 'EGRESO', amount: '7466', register: true }]);
    // The register counts the four sales as incomes and the prize as a prize paid (the refused sale counts nothing).
    const { cash, items, of } = await t.register();
    expect(of(tickets.a.serial).map(([kind, amount]) => [kind, amount])).toEqual([
      ['INGRESO', '10000'],
      ['PREMIO', '-7466'],
    ]);
    expect([cash.incomes, cash.outcomes, cash.prizes]).toEqual(['40000', '0', '7466']);
    expect(BigInt(cash.expected)).toBe(BigInt(cash.opening_fund) + 40000n - 7466n);
    const annul = await t.annulCashItem('agencia', items.find((item) => item.kind === 'PREMIO')!.item_code);
    expect([annul.statusCode, annul.json().message]).toEqual([
      422,
      'El egreso lo registró el sistema con su ticket: no se anula desde la caja.',
    ]);
    const again = await reward(tickets.a.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'PRIZE_ALREADY_PAID']);
    expect((await reward(tickets.d.id)).json().message).toBe('El ticket no tiene premio.');
    await kit.db.execute(
      sql`UPDATE polla_tickets SET prize_expires_at = now() - interval '1 minute' WHERE id = ${tickets.b.id}`,
    );
    const expired = await reward(tickets.b.id);
    expect([expired.statusCode, expired.json().code]).toEqual([422, 'PRIZE_EXPIRED']);
    expect((await kit.as('polla', 'POST', c.consultPollaPrize.path, { ticket_id: tickets.b.id })).json()).toMatchObject(
      {
        payable: false,
        ticket: { status: 'VENCIDO' },
      },
    );
    const [audit] = await kit.rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'polla_ticket' AND entity_id = ${String(tickets.a.id)} AND action = 'PAY_PRIZE'`,
    );
    expect(audit).toBeDefined();
    expect((await kit.as('taquilla', 'POST', c.rewardPollaPrize.path, { ticket_id: tickets.c.id })).statusCode).toBe(
      403,
    );
  });

  it('lists the day’s prizes with their totals', async () => {
    const list = (await kit.as('polla', 'POST', c.listPollaPrizes.path, {})).json() as c.PollaTicketPage;
    expect(list.data.map((row) => row.status).sort()).toEqual(['PAGADO', 'PREMIADO', 'VENCIDO']);
    expect(list.totals).toEqual([{ currency: 'BS', tickets: 3, price: '30000', prize_total: '19932' }]);
  });

  it('100 concurrent rewards of one ticket: exactly one payment', async (context) => {
    if (!kit.realPostgres) context.skip();
    const answers = await Promise.all(Array.from({ length: 100 }, () => reward(tickets.c.id)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['PRIZE_ALREADY_PAID']),
    );
    const [paid] = await kit.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'polla_ticket' AND entity_id = ${String(tickets.c.id)} AND action = 'PAY_PRIZE'`,
    );
    expect(paid!.n).toBe(1);
    expect(await outcomesOf(tickets.c.serial)).toEqual([{ kind: 'EGRESO', amount: '5000', register: true }]);
  });
});

describe('random days', () => {
  it('keep every pote equal to its movements, never negative, and prizes equal to what the potes paid', async () => {
    let run = 0;
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('sell' as const),
        picks: fc.array(fc.constantFrom('1', '2', '3'), { minLength: 3, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('annul' as const), which: fc.nat() }),
      fc.record({
        kind: fc.constant('pay' as const),
        pote: fc.constantFrom('daily' as const, 'weekly' as const),
        tipo: fc.constantFrom('INGRESO', 'EGRESO'),
        cents: fc.integer({ min: 1, max: 5000 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 3, maxLength: 10 }),
        fc.array(fc.constantFrom('1', '2', '3'), { minLength: 3, maxLength: 3 }),
        async (ops, results) => {
          run += 1;
          await t.reopenDay();
          await t.createType({
            name: `Polla aleatoria ${run}`,
            weekly_min_points: 2,
            first_min_points: 2,
            second_min_points: 1,
          });
          const sold: number[] = [];
          for (const [i, step] of ops.entries()) {
            if (step.kind === 'sell') {
              const answer = await t.sell(step.picks, 100 + i);
              expect(answer.statusCode).toBe(200);
              sold.push(answer.json().id);
            } else if (step.kind === 'annul' && sold.length) {
              await kit.as('polla', 'POST', c.annulPollaTicket.path, { id: sold[step.which % sold.length] });
            } else if (step.kind === 'pay') {
              const current = (await t.current(step.pote)).json();
              const body =
                step.pote === 'daily'
                  ? {
                      pote_diario_id: current.id,
                      primer_acu_abono: step.cents / 100,
                      segundo_acu_abono: step.cents / 100,
                    }
                  : { pote_semanal_id: current.id, monto_acu_abono: step.cents / 100 };
              const payment = step.pote === 'daily' ? c.createDailyJackpotPayment : c.createWeeklyJackpotPayment;
              const answer = await kit.as('admin', 'POST', payment.path, { ...body, tipo: step.tipo });
              expect([200, 422]).toContain(answer.statusCode);
            }
          }
          await t.award(results);
          const potes = await t.potes();
          for (const pote of potes) {
            expect([pote.first, pote.second]).toEqual([pote.sum_first, pote.sum_second]);
            expect(BigInt(pote.first) >= 0n && BigInt(pote.second) >= 0n).toBe(true);
            if (pote.kind === 'DAILY' && pote.status === 'SETTLED')
              expect([pote.first, pote.second]).toEqual(['0', '0']);
          }
          const [flows] = await kit.rows<{
            paid_first: string;
            paid_second: string;
            paid_weekly: string;
            won_first: string;
            won_second: string;
            won_weekly: string;
          }>(
            sql`SELECT
                (SELECT coalesce(sum(m.first_amount), 0) FROM polla_pote_movements m JOIN polla_potes p ON p.id = m.pote_id
                  WHERE p.polla_type_id = ${t.state.typeId} AND p.kind = 'DAILY' AND m.concept = 'PREMIO')::text AS paid_first,
                (SELECT coalesce(sum(m.second_amount), 0) FROM polla_pote_movements m JOIN polla_potes p ON p.id = m.pote_id
                  WHERE p.polla_type_id = ${t.state.typeId} AND p.kind = 'DAILY' AND m.concept = 'PREMIO')::text AS paid_second,
                (SELECT coalesce(sum(m.first_amount), 0) FROM polla_pote_movements m JOIN polla_potes p ON p.id = m.pote_id
                  WHERE p.polla_type_id = ${t.state.typeId} AND p.kind = 'WEEKLY' AND m.concept = 'PREMIO')::text AS paid_weekly,
                (SELECT coalesce(sum(prize_first), 0) FROM polla_tickets WHERE polla_type_id = ${t.state.typeId})::text AS won_first,
                (SELECT coalesce(sum(prize_second), 0) FROM polla_tickets WHERE polla_type_id = ${t.state.typeId})::text AS won_second,
                (SELECT coalesce(sum(prize_weekly), 0) FROM polla_tickets WHERE polla_type_id = ${t.state.typeId})::text AS won_weekly`,
          );
          expect([flows!.won_first, flows!.won_second, flows!.won_weekly]).toEqual([
            flows!.paid_first,
            flows!.paid_second,
            flows!.paid_weekly,
          ]);
          const open = await kit.rows<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM polla_tickets WHERE polla_type_id = ${t.state.typeId} AND status = 'ACTIVO'`,
          );
          expect(open[0]!.n).toBe(0);
          // Each ticket's cash in the registers: its price, less the price again if annulled, less its prize if paid.
          const unbalanced = await kit.rows<{ serial: string }>(
            sql`SELECT t.serial FROM polla_tickets t
                 WHERE t.price - CASE t.status WHEN 'ANULADO' THEN t.price ELSE 0 END
                       - CASE t.status WHEN 'PAGADO' THEN t.prize_first + t.prize_second + t.prize_weekly ELSE 0 END
                    <> (SELECT coalesce(sum(CASE m.kind WHEN 'INGRESO' THEN m.amount ELSE -m.amount END), 0)
                          FROM cash_movements m
                         WHERE m.written_by_system AND m.status = 'APROBADO' AND m.cash_register_id IS NOT NULL
                           AND m.taquilla_id = t.taquilla_id AND m.description LIKE '%de polla, ticket ' || t.serial)`,
          );
          expect(unbalanced).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('manual payments racing the day’s close', () => {
  it('each lands before the scoring and is shared or rolled over, or is refused; nothing is lost', async (context) => {
    if (!kit.realPostgres) context.skip();
    await t.reopenDay();
    await t.createType({ name: 'Polla carrera' });
    await t.sell(['5', '6', '7'], 900);
    await t.sell(['5', '6', '8'], 901);
    const poteId = (await t.current('daily')).json().id;
    for (const [i, number] of ['5', '6'].entries()) {
      await kit.as('admin', 'POST', c.awardRaffle.path, { occurrence_id: await t.result(i, number) });
    }
    const last = await t.result(2, '7');
    const pay = () =>
      kit.as('admin', 'POST', c.createDailyJackpotPayment.path, {
        pote_diario_id: poteId,
        primer_acu_abono: 1,
        tipo: 'INGRESO',
      });
    const [award, ...payments] = await Promise.all([
      kit.as('admin', 'POST', c.awardRaffle.path, { occurrence_id: last }),
      ...Array.from({ length: 20 }, pay),
    ]);
    expect(award.statusCode).toBe(200);
    const accepted = payments.filter((answer) => answer.statusCode === 200).length;
    expect(payments.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const potes = await t.potes();
    for (const pote of potes) expect([pote.first, pote.second]).toEqual([pote.sum_first, pote.sum_second]);
    expect(potes[0]).toMatchObject({ kind: 'DAILY', status: 'SETTLED', first: '0', second: '0' });
    const [flow] = await kit.rows<{ manual: number; won: string; rolled: string }>(
      sql`SELECT (SELECT count(*)::int FROM polla_pote_movements WHERE pote_id = ${poteId} AND concept = 'MANUAL') AS manual,
                 (SELECT sum(prize_first)::text FROM polla_tickets WHERE daily_pote_id = ${poteId}) AS won,
                 (SELECT sum(first_amount)::text FROM polla_pote_movements WHERE pote_id = ${poteId} AND concept = 'ARRASTRE') AS rolled`,
    );
    expect(flow!.manual).toBe(accepted);
    // Two sales of 100.00 at 30 % each, and every accepted payment of 1.00, went to the winner or rolled over.
    expect(BigInt(flow!.won) + BigInt(flow!.rolled ?? 0)).toBe(6000n + 100n * BigInt(accepted));
  });
});
