import * as contracts from '@banca/contracts';
import type { CashMovement, CashRegister } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { needsRealPostgres } from '../../../test/build';
import { cashTestKit } from '../../../test/kits/cash-test-kit';

const cash = cashTestKit();
const { kit, call } = cash;

// The taquilla's agency user keeps its cash; the distributor above approves.
const SELLER = 'agencia';
const SUPERIOR = 'distribuidor';

/** Every register of a taquilla, brought up to date (the open ones count what arrived late). */
async function registersOf(taquillaId: number): Promise<CashRegister[]> {
  const rows = await kit.rows<{ id: number }>(sql`SELECT id FROM cash_registers WHERE taquilla_id = ${taquillaId} ORDER BY business_date`);
  return Promise.all(rows.map(async ({ id }) => (await cash.register(SELLER, id)).body));
}

/**
 * What the raw tables say must be counted: each counted movement, and each sale and annulment of a
 * day that has a register (by the banca's local date), once. A day without a register counts nothing.
 */
async function expectedCodes(taquillaId: number): Promise<Map<string, bigint>> {
  const hasRegister = (day: ReturnType<typeof sql>) =>
    sql`EXISTS (SELECT 1 FROM cash_registers r WHERE r.taquilla_id = t.taquilla_id AND r.currency = t.currency AND r.business_date = ${day})`;
  const rows = await kit.rows<{ code: string; amount: string }>(
    sql`SELECT 'VENTA-' || id AS code, total::text AS amount FROM tickets t WHERE taquilla_id = ${taquillaId} AND ${hasRegister(sql`t.business_date`)}
        UNION ALL SELECT 'ANULACION-' || id, (-total)::text FROM tickets t WHERE taquilla_id = ${taquillaId} AND status = 'ANULADO'
          AND ${hasRegister(sql`(t.annulled_at AT TIME ZONE 'America/Caracas')::date`)}
        UNION ALL SELECT CASE WHEN m.ticket_id IS NOT NULL THEN 'PREMIO' ELSE m.kind END || '-' || m.id,
                         (CASE WHEN m.kind = 'EGRESO' THEN -m.amount ELSE m.amount END)::text
                    FROM cash_movements m WHERE m.taquilla_id = ${taquillaId} AND m.status = 'APROBADO'`,
  );
  return new Map(rows.map((row) => [row.code, BigInt(row.amount)]));
}

/** Movements moved by hand to another day's register: the one exception to «a register counts its own day». */
const transferred = new Set<string>();

/**
 * Each register's expected amount is its fund plus what it counts; no movement counts twice or
 * nowhere; each counts in a register of its own business date (unless it was transferred).
 */
async function checkInvariants(taquillaId: number) {
  await cash.open(SELLER, { taquilla_id: taquillaId });
  const registers = await registersOf(taquillaId);
  const counted = new Map<string, bigint>();
  for (const register of registers) {
    const items = (await cash.items(SELLER, register.id)).body;
    const fund = BigInt(cash.line(register)?.opening_fund ?? '0');
    expect(BigInt(register.expected), `arqueo ${register.id}`).toBe(items.reduce((sum, item) => sum + BigInt(item.amount), fund));
    for (const item of items) {
      if (!transferred.has(item.item_code)) expect(item.business_date, `${item.item_code} en el arqueo de otro día`).toBe(register.business_date);
      expect(counted.has(item.item_code), `${item.item_code} en dos arqueos`).toBe(false);
      counted.set(item.item_code, BigInt(item.amount));
    }
  }
  expect(counted).toEqual(await expectedCodes(taquillaId));
}

describe('the register formula (property)', () => {
  let taquilla: number;
  beforeAll(async () => {
    taquilla = await cash.partner('ACE1-T2');
    await kit.db.execute(sql`INSERT INTO cash_config (taquilla_id, income_approval_above) VALUES (${taquilla}, 5000)`);
    await call(SUPERIOR, contracts.saveCashFund, { taquilla_id: taquilla, currency: 'BS', amount: '10000' });
  });

  const amount = fc.integer({ min: 1, max: 9000 }).map(String);
  const op = fc.oneof(
    fc.record({ k: fc.constant('sale' as const), amount, days: fc.integer({ min: -2, max: 0 }) }),
    fc.record({ k: fc.constant('annul' as const), pick: fc.nat() }),
    fc.record({ k: fc.constant('income' as const), amount }),
    fc.record({ k: fc.constant('outcome' as const), amount }),
    fc.record({ k: fc.constant('reload' as const), amount }),
    fc.record({ k: fc.constant('handle' as const), pick: fc.nat(), approve: fc.boolean() }),
    fc.record({ k: fc.constant('close' as const) }),
    fc.record({ k: fc.constant('transfer' as const), pick: fc.nat() }),
    fc.record({ k: fc.constant('pastDay' as const), days: fc.integer({ min: -2, max: -1 }) }),
  );

  it('holds on random days of sales, annulments, movements, approvals and transfers', async () => {
    const sold: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
        for (const step of ops) {
          if (step.k === 'sale') sold.push((await cash.sale('ACE1-T2', step.amount, step.days)).id);
          if (step.k === 'annul' && sold.length) await cash.annul(sold[step.pick % sold.length]!);
          if (step.k === 'income') await cash.income(SELLER, { taquilla_id: taquilla, amount: step.amount });
          if (step.k === 'outcome') await cash.outcome(SELLER, { taquilla_id: taquilla, amount: step.amount });
          if (step.k === 'reload') await call('admin', contracts.createReload, { taquilla_id: taquilla, currency: 'BS', amount: step.amount });
          if (step.k === 'handle') {
            const pending = await kit.rows<{ id: number }>(sql`SELECT id FROM cash_movements WHERE taquilla_id = ${taquilla} AND status = 'PENDIENTE' ORDER BY id`);
            if (pending.length) {
              const income_id = pending[step.pick % pending.length]!.id;
              await call(SUPERIOR, contracts.handleIncome, { income_id, action: step.approve ? 'APPROVE' : 'REJECT', observation: 'revisado' });
            }
          }
          if (step.k === 'close') {
            const open = (await cash.open(SELLER, { taquilla_id: taquilla })).body;
            expect((await cash.step(SELLER, contracts.sendCashRegister, open.id)).status).toBe(200);
            expect((await cash.step(SUPERIOR, contracts.approveCashRegister, open.id)).status).toBe(200);
          }
          if (step.k === 'transfer') {
            const counted = await kit.rows<{ id: number }>(
              sql`SELECT m.id FROM cash_movements m JOIN cash_registers r ON r.id = m.cash_register_id
                   WHERE m.taquilla_id = ${taquilla} AND m.status = 'APROBADO' AND r.status <> 'APPROVED' AND m.ticket_id IS NULL ORDER BY m.id`,
            );
            if (counted.length) {
              const [far] = await kit.rows<{ id: number }>(
                sql`INSERT INTO cash_registers (taquilla_id, business_date, currency, opening_fund)
                    SELECT ${taquilla}, max(business_date) + 30, 'BS', 0 FROM cash_registers WHERE taquilla_id = ${taquilla} RETURNING id`,
              );
              const income_id = counted[step.pick % counted.length]!.id;
              const moved = await call<CashMovement>(SUPERIOR, contracts.transferMovement, { income_id, cash_register_id: far!.id });
              expect(moved.status).toBe(200);
              transferred.add(`${moved.body.kind}-${income_id}`);
            }
          }
          if (step.k === 'pastDay') {
            // An earlier day's register (made on the day itself, or opened by the agency): it counts that day only.
            await kit.db.execute(
              sql`INSERT INTO cash_registers (taquilla_id, business_date, sequence, currency, opening_fund)
                  SELECT ${taquilla}, ${await cash.day(step.days)}::date,
                         coalesce(max(sequence), 0) + 1, 'BS', 10000 FROM cash_registers
                   WHERE taquilla_id = ${taquilla} AND business_date = ${await cash.day(step.days)}::date
                  ON CONFLICT DO NOTHING`,
            );
          }
        }
        await checkInvariants(taquilla);
      }),
      { numRuns: 6 },
    );
  });
});

describe('races', () => {
  let taquilla: number;
  beforeAll(async () => {
    taquilla = await cash.partner('ACE1-T3');
  });

  it('a send and an approval racing: the approval wins only a register that was sent', async (context) => {
    needsRealPostgres({ realPostgres: kit.realPostgres }, context);
    for (let round = 0; round < 4; round++) {
      await cash.income(SELLER, { taquilla_id: taquilla, amount: '100' });
      const open = (await cash.open(SELLER, { taquilla_id: taquilla })).body;
      await cash.step(SELLER, contracts.updateCashRegister, open.id, { counts: [{ payment_method: 'EFECTIVO', counted: '100' }] });
      const [sent, approved] = await Promise.all([
        cash.step(SELLER, contracts.sendCashRegister, open.id),
        cash.step(SUPERIOR, contracts.approveCashRegister, open.id),
      ]);
      expect(sent.status).toBe(200);
      const now = (await cash.register(SELLER, open.id)).body;
      if (approved.status === 200) expect(now.status).toBe('APPROVED');
      else {
        expect(approved.status).toBe(409);
        expect(now.status).toBe('SENT');
        expect((await cash.step(SUPERIOR, contracts.approveCashRegister, open.id)).status).toBe(200);
      }
    }
  });

  it('two transfers of one movement: it ends in exactly one register', async (context) => {
    needsRealPostgres({ realPostgres: kit.realPostgres }, context);
    const income = (await cash.income(SELLER, { taquilla_id: taquilla, amount: '250' })).body;
    const targets = await kit.rows<{ id: number }>(
      sql`INSERT INTO cash_registers (taquilla_id, business_date, currency, opening_fund)
          SELECT ${taquilla}, max(business_date) + d, 'BS', 0 FROM cash_registers, generate_series(40, 41) d
           WHERE taquilla_id = ${taquilla} GROUP BY d RETURNING id`,
    );
    const answers = await Promise.all(
      targets.map((target) => call<CashMovement>(SUPERIOR, contracts.transferMovement, { income_id: income.id, cash_register_id: target.id })),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    transferred.add(`INGRESO-${income.id}`);
    const holding = [];
    for (const target of [...targets, { id: income.cash_register_id! }]) {
      const items = (await cash.items(SELLER, target.id)).body;
      if (items.some((item) => item.item_code === `INGRESO-${income.id}`)) holding.push(target.id);
    }
    expect(holding).toHaveLength(1);
  });

  it('a prize paid while the register is being sent counts in it exactly once', async (context) => {
    needsRealPostgres({ realPostgres: kit.realPostgres }, context);
    const occurrence = await kit.occurrence('Lotto Activo', '19:00');
    await kit.setClosed(occurrence);
    const ticket = await kit.ticket('ACE1-T1', [{ occurrence, betType: 'ANIMALITO', number: '9', amount: '50', multiplier: '30' }]);
    await kit.as('admin', 'POST', contracts.saveResult.path, { occurrence_id: occurrence, number: '9' });
    await kit.as('admin', 'POST', contracts.awardRaffle.path, { occurrence_id: occurrence });
    const open = (await cash.open(SELLER, { taquilla_id: taquilla })).body;
    const [paid, sent] = await Promise.all([
      kit.as(SELLER, 'POST', contracts.payPrize.path, { serial: ticket.serial, security_code: ticket.code, taquilla_id: taquilla }),
      cash.step(SELLER, contracts.sendCashRegister, open.id),
    ]);
    expect([paid.statusCode, sent.status]).toEqual([200, 200]);
    const [outcome] = await kit.rows<{ id: number; cash_register_id: number }>(
      sql`SELECT id, cash_register_id FROM cash_movements WHERE ticket_id = ${ticket.id}`,
    );
    expect(outcome!.cash_register_id).toBe(open.id);
    const register = (await cash.register(SELLER, open.id)).body;
    expect(['SENT', 'RECALCULATED']).toContain(register.status);
    expect(cash.line(register)?.prizes).toBe('1500');
    await checkInvariants(taquilla);
  });
});
