import {
  confirmPayment,
  getPaymentPayee,
  rejectPayment,
  savePayment,
  type Payment,
  type PaymentPayee,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/raw-query';
import { compareRows, type BooksChecker } from './books-checks-test-kit';
import { amountOf, type BusinessPlan } from './books-plan-test-kit';
import type { BooksWorld } from './books-write-test-kit';

/*
 * Payments between partners (ADR 044): the demo agency ACE1 reports payments to the partner
 * responsible for its payments; the payee confirms some and rejects others. A confirmed payment
 * is one PAYMENT entry for its amount (payer +, payee −), a rejected one none; the balances and
 * statements (books-ledger-checks-test-kit.ts) then count them from the legs.
 */

const PAYER = 'agencia';
const PAYEE = 'distribuidor';

/** Confirmed amounts per (partner, currency), signed as their legs should be. */
export type PaymentLegs = Map<string, bigint>;

export async function writePayments(world: BooksWorld, plan: BusinessPlan): Promise<PaymentLegs> {
  const legs: PaymentLegs = new Map();
  if (plan.payments.length === 0) return legs;
  // The payee receives in cash when the demo gives it no method of its own.
  await world.db.execute(
    sql`INSERT INTO payment_methods (partner_id, type, alias)
        SELECT coalesce(ac.payments_responsible_partner_id, p.parent_id), 'EFECTIVO', 'Efectivo de los libros'
          FROM partners p JOIN users u ON u.partner_id = p.id LEFT JOIN agency_config ac ON ac.partner_id = p.id
         WHERE u.username = ${PAYER}
           AND NOT EXISTS (SELECT 1 FROM payment_methods m WHERE m.partner_id = coalesce(ac.payments_responsible_partner_id, p.parent_id)
                             AND m.active AND m.deleted_at IS NULL)`,
  );
  const payee = (await world.as(PAYER, 'GET', getPaymentPayee.path)).json<PaymentPayee>();
  const method = payee.methods[0];
  if (!method || payee.payee_id === null) throw new Error('La agencia de la demo no tiene a quién pagar');
  const [payer] = await rowsOf<{ id: number }>(
    world.db,
    sql`SELECT partner_id AS id FROM users WHERE username = ${PAYER}`,
  );
  for (const [i, planned] of plan.payments.entries()) {
    const amount = amountOf(payee.currency, planned.amount);
    const saved = await world.as(PAYER, 'POST', savePayment.path, {
      payment_method_id: method.id,
      payment_date: world.dates[planned.day % world.dates.length],
      currency: payee.currency,
      amount: amount.toString(),
      reference: `LIB-${planned.amount}-${i}-${planned.day}`,
    });
    if (saved.statusCode !== 200) throw new Error(`pago: ${saved.statusCode} ${saved.body}`);
    const id = saved.json<Payment>().id;
    const answer = planned.confirm
      ? await world.as(PAYEE, 'POST', confirmPayment.path, { payment_id: id })
      : await world.as(PAYEE, 'POST', rejectPayment.path, { payment_id: id, observation: 'La referencia no aparece' });
    if (answer.statusCode !== 200) throw new Error(`pago ${id}: ${answer.statusCode} ${answer.body}`);
    if (!planned.confirm) continue;
    const add = (partner: number, value: bigint) => {
      const key = `${partner}|${payee.currency}`;
      legs.set(key, (legs.get(key) ?? 0n) + value);
    };
    add(payer!.id, amount);
    add(payee.payee_id, -amount);
  }
  return legs;
}

/** The PAYMENT legs of every partner against the payments confirmed. */
export async function checkPayments(world: BooksWorld, expected: PaymentLegs, checker: BooksChecker) {
  const rows = await rowsOf<{ key: string; amount: string }>(
    world.db,
    sql`SELECT l.partner_id || '|' || l.currency AS key, sum(l.amount)::text AS amount
          FROM ledger_legs l JOIN ledger_entries e ON e.id = l.entry_id
         WHERE e.kind = 'PAYMENT' GROUP BY 1`,
  );
  compareRows(
    'pagos confirmados',
    'asientos de pago',
    new Map([...expected].map(([k, v]) => [k, { amount: v.toString() }])),
    new Map(rows.map((r) => [r.key, { amount: r.amount }])),
    checker.out,
    checker.tally,
  );
}
