import { createPaymentMethod, getNotifications, savePayment, type Notification, type Payment } from '@banca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

/** A payment reported to a partner tells that partner's users who confirm payments (ADR 047). */
let k: LedgerTestKit;
let methodId = 0;
beforeAll(async () => {
  k = await ledgerTestKit();
  const method = await k.call('distribuidor', {
    method: 'POST',
    url: createPaymentMethod.path,
    payload: { type: 'EFECTIVO', alias: 'Caja de la distribuidora' },
  });
  expect(method.statusCode).toBe(200);
  methodId = method.json<{ id: number }>().id;
});
afterAll(() => k.t.close());

const WHO = ['admin', 'supervisor', 'distribuidor', 'distribuidor2', 'agencia', 'taquilla', 'admin.pa'] as const;

/** Each user's unread notifications of a kind since the last look, then marked read. */
async function news(kind: string): Promise<Record<string, Notification[]>> {
  const found: Record<string, Notification[]> = {};
  for (const who of WHO) {
    const page = await k.call(who, { method: 'POST', url: getNotifications.path, payload: { without_reading: true } });
    const list = page.json<{ data: Notification[] }>().data.filter((n) => n.kind === kind);
    if (list.length) found[who] = list;
    await k.call(who, { method: 'POST', url: getNotifications.path, payload: { read_all: true } });
  }
  return found;
}

const report = (reference: string, extra: object = {}) =>
  k.call('agencia', {
    method: 'POST',
    url: savePayment.path,
    payload: {
      payment_method_id: methodId,
      payment_date: '2026-11-20',
      currency: 'BS',
      amount: '125050',
      reference,
      ...extra,
    },
  });

describe('the payee hears of a payment reported to it', () => {
  it('tells the parent distributor’s users, and nobody else, each time the agency reports a payment', async () => {
    await news('PAYMENT_REPORTED');
    const first = await report('AV-1');
    const second = await report('AV-2');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const told = await news('PAYMENT_REPORTED');
    expect(Object.keys(told)).toEqual(['distribuidor']);
    expect(told.distribuidor!.map((n) => n.body)).toEqual([
      `${first.json<Payment>().payer_name} reportó un pago de Bs 1.250,50 (ref. AV-2). Espera su confirmación.`,
      `${first.json<Payment>().payer_name} reportó un pago de Bs 1.250,50 (ref. AV-1). Espera su confirmación.`,
    ]);
    expect(told.distribuidor![0]).toMatchObject({
      title: 'Pago reportado',
      link: '/admin/administrative/accounting-entries/paymentRecord',
      read_at: null,
    });
  });

  it('tells nothing when the report is refused', async () => {
    await news('PAYMENT_REPORTED');
    expect((await report('AV-1')).statusCode).not.toBe(200);
    expect(await news('PAYMENT_REPORTED')).toEqual({});
  });

  it('names a wrong currency as the screens do, not by its code', async () => {
    const answer = await report('AV-3', { currency: 'USD' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('La moneda debe ser la de ambos asociados (Bolivares (Bs)).');
  });
});
