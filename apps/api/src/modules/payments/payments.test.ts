import {
  confirmPayment,
  createPaymentMethod,
  deletePayment,
  deletePaymentMethod,
  getImage,
  getPaymentEvidence,
  getPaymentPayee,
  listPendingPayments,
  listRejectedPayments,
  rejectPayment,
  savePayment,
  updatePaymentMethod,
  uploadPaymentEvidence,
  type Payment,
} from '@banca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsRealPostgres } from '../../../test/build';
import { multipartFile, TINY_PNG } from '../../../test/multipart';
import { pathOf } from '../../../test/paths';
import { bearer } from '../../../test/session';
import { rowsOf } from '../../lib/raw-query';
import { ledgerTestKit, type LedgerTestKit } from '../../../test/kits/ledger-test-kit';

let k: LedgerTestKit;
let methodId = 0;
beforeAll(async () => {
  k = await ledgerTestKit();
});
afterAll(() => k.t.close());

const BANK = {
  type: 'CUENTA_BANCARIA',
  alias: 'Banesco principal',
  bank_code: '0134',
  holder_name: 'Distribuidora Centro C.A.',
  holder_document_type: 'J',
  holder_document_number: '12345678',
  account_number: '01340000000000000001',
  account_type: 'CORRIENTE',
};
const method = (who: string, payload: object) =>
  k.call(who, { method: 'POST', url: createPaymentMethod.path, payload });
const save = (who: string, payload: object) => k.call(who, { method: 'POST', url: savePayment.path, payload });
const act = (who: string, url: string, payload: object) => k.call(who, { method: 'POST', url, payload });
const payment = (extra: object = {}) => ({
  payment_method_id: methodId,
  payment_date: '2026-11-20',
  currency: 'BS',
  amount: '250000',
  reference: '000123',
  ...extra,
});
const paymentCount = async () =>
  (await rowsOf<{ n: number }>(k.db, sql`SELECT count(*)::int AS n FROM payments`))[0]!.n;

describe('payment methods', () => {
  it('keeps a method of the caller’s partner with only the details its type needs', async () => {
    const answer = await method('distribuidor', { ...BANK, phone: '04141234567', email: 'x@y.com' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      bank_name: 'Banesco',
      phone: null,
      email: null,
      partner_name: 'Distribuidora Centro',
    });
    methodId = answer.json().id;
  });

  it.each([
    [
      'a pago móvil without phone',
      {
        type: 'PAGO_MOVIL',
        alias: 'PM',
        bank_code: '0102',
        holder_document_type: 'V',
        holder_document_number: '1234567',
      },
      'phone',
      'El teléfono es obligatorio.',
    ],
    [
      'an account of another bank',
      { ...BANK, alias: 'Otra', account_number: '01020000000000000001' },
      'account_number',
      'El número de cuenta empieza por el código del banco.',
    ],
    [
      'an account of 19 digits',
      { ...BANK, alias: 'Corta', account_number: '0134000000000000001' },
      'account_number',
      'El número de cuenta tiene 20 dígitos.',
    ],
    [
      'a bank not on the list',
      { ...BANK, alias: 'Rara', bank_code: '9999' },
      'bank_code',
      'Elija un banco de la lista.',
    ],
    ['a Zelle without email', { type: 'ZELLE', alias: 'Z', holder_name: 'Ana' }, 'email', 'El correo es obligatorio.'],
    ['a repeated alias', { ...BANK, alias: 'banesco PRINCIPAL' }, 'alias', 'Ya tiene un método de pago con ese alias.'],
  ])('refuses %s on its field', async (_name, payload, field, message) => {
    const answer = await method('distribuidor', payload);
    expect([400, 409]).toContain(answer.statusCode);
    expect(answer.json().fields).toContainEqual({ field, message });
  });
});

describe('payments', () => {
  let evidence = 0;
  let paid: Payment;

  it('shows the agency whom it pays and in which methods, and keeps its evidence private', async () => {
    const payee = (await k.call('agencia', { method: 'GET', url: getPaymentPayee.path })).json();
    expect(payee).toMatchObject({ payee_name: 'Distribuidora Centro', currency: 'BS', methods: [{ id: methodId }] });
    const { payload, headers } = multipartFile(TINY_PNG, 'comprobante.png', 'image/png');
    const upload = await k.t.app.inject({
      method: 'POST',
      url: uploadPaymentEvidence.path,
      payload,
      headers: { ...headers, ...bearer(k.token.agencia!) },
    });
    expect(upload.statusCode).toBe(200);
    evidence = upload.json().id;
    const publicRead = await k.call('admin', { method: 'GET', url: pathOf(getImage, { id: evidence }) });
    expect(publicRead.statusCode).toBe(404);
  });

  it('is reported pending with its evidence; bad input and a repeated reference change nothing', async () => {
    const answer = await save('agencia', payment({ image_ids: [evidence], observation: 'Semana 47' }));
    expect(answer.statusCode).toBe(200);
    paid = answer.json<Payment>();
    expect(paid).toMatchObject({
      status: 'PENDING',
      payer_name: 'Agencia Centro 1',
      payee_name: 'Distribuidora Centro',
      sent: true,
      image_ids: [evidence],
    });
    const count = await paymentCount();
    const refusals = [
      [
        payment({ reference: '000123' }),
        409,
        'reference',
        'Ya reportó un pago con esa referencia en ese método de pago.',
      ],
      [payment({ reference: 'B', amount: '-1' }), 400, 'amount', 'El monto debe ser mayor que cero.'],
      [payment({ reference: 'C', amount: '0' }), 400, 'amount', 'El monto debe ser mayor que cero.'],
      [payment({ reference: 'D', amount: 'diez' }), 400, 'amount', 'El monto debe ser un número entero de céntimos.'],
      [payment({ reference: 'E', currency: 'USD' }), 400, 'currency', 'La moneda debe ser la de ambos asociados (Bolivares (Bs)).'],
      [payment({ reference: 'F', image_ids: [1] }), 400, 'image_ids', 'La imagen 1 no es un comprobante suyo.'],
    ] as const;
    for (const [body, status, field, message] of refusals) {
      const refused = await save('agencia', body);
      expect(refused.statusCode).toBe(status);
      expect(refused.json().fields).toContainEqual({ field, message });
    }
    expect(await paymentCount()).toBe(count);
  });

  it('lets the two partners and those above read the evidence, and nobody else see the payment', async () => {
    const url = pathOf(getPaymentEvidence, { id: paid.id, image_id: evidence });
    expect((await k.call('distribuidor', { method: 'GET', url })).statusCode).toBe(200);
    expect((await k.call('admin', { method: 'GET', url })).statusCode).toBe(200);
    expect((await k.call('distribuidor2', { method: 'GET', url })).statusCode).toBe(404);
    expect((await act('distribuidor2', confirmPayment.path, { payment_id: paid.id })).statusCode).toBe(404);
    expect((await act('distribuidor2', deletePayment.path, { payment_id: paid.id })).statusCode).toBe(404);
    expect(
      (await act('distribuidor2', rejectPayment.path, { payment_id: paid.id, observation: 'Ajeno' })).statusCode,
    ).toBe(404);
    const foreignMethod = await k.call('distribuidor2', {
      method: 'PUT',
      url: pathOf(updatePaymentMethod, { id: methodId }),
      payload: { ...BANK, alias: 'Mío' },
    });
    expect(foreignMethod.statusCode).toBe(404);
    expect(
      (await k.call('distribuidor2', { method: 'DELETE', url: pathOf(deletePaymentMethod, { id: methodId }) }))
        .statusCode,
    ).toBe(404);
    const theirs = await k.call('distribuidor2', { method: 'GET', url: listPendingPayments.path });
    expect(theirs.json().total).toBe(0);
    const mine = await k.call('distribuidor', { method: 'GET', url: listPendingPayments.path });
    expect(mine.json().data).toMatchObject([{ id: paid.id, decidable: true, sent: false }]);
  });

  it('is rejected by the payee with an observation, corrected by its author, then confirmed with its entry', async () => {
    expect((await act('distribuidor', rejectPayment.path, { payment_id: paid.id })).json().fields[0].field).toBe(
      'observation',
    );
    const rejected = await act('distribuidor', rejectPayment.path, {
      payment_id: paid.id,
      observation: 'Monto no coincide',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejection_observation: 'Monto no coincide' });
    const seen = await k.call('agencia', { method: 'GET', url: listRejectedPayments.path });
    expect(seen.json().data).toMatchObject([{ id: paid.id, rejection_observation: 'Monto no coincide' }]);
    const corrected = await save('agencia', payment({ payment_id: paid.id, amount: '240000', image_ids: [evidence] }));
    expect(corrected.json()).toMatchObject({ status: 'PENDING', amount: '240000', rejection_observation: null });

    expect((await act('agencia', confirmPayment.path, { payment_id: paid.id })).statusCode).toBe(403);
    const before = await k.entryCount();
    const confirmed = await act('distribuidor', confirmPayment.path, { payment_id: paid.id });
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', entry_id: expect.any(Number) });
    expect(await k.entryCount()).toBe(before + 1);
    expect(await k.balanceOf(k.p.ACE1!)).toEqual({ BS: 240000n });
    expect(await k.balanceOf(k.p.DCE!)).toEqual({ BS: -240000n });
    const again = await act('distribuidor', confirmPayment.path, { payment_id: paid.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El pago ya está confirmado.');
    const deleting = await act('agencia', deletePayment.path, { payment_id: paid.id });
    expect(deleting.statusCode).toBe(409);
  });

  it('is deleted by its author while pending, which frees its reference', async () => {
    const pending = (await save('agencia', payment({ reference: 'DEL-1' }))).json<Payment>();
    expect((await act('distribuidor', deletePayment.path, { payment_id: pending.id })).statusCode).toBe(403);
    expect((await act('agencia', deletePayment.path, { payment_id: pending.id })).json().status).toBe('DELETED');
    expect((await save('agencia', payment({ reference: 'DEL-1' }))).statusCode).toBe(200);
  });

  it('writes one entry however many confirmations arrive at once', async (context) => {
    needsRealPostgres(k.t, context);
    const pending = (await save('agencia', payment({ reference: 'RACE-1' }))).json<Payment>();
    const before = await k.entryCount();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => act('distribuidor', confirmPayment.path, { payment_id: pending.id })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await k.entryCount()).toBe(before + 1);
    for (const { total } of await k.legSums()) expect(total).toBe('0');
  });
});

describe('the payer hears of the decision', () => {
  it('notifies the agency’s users when its payment is confirmed or rejected', async () => {
    const users = async (kind: string) =>
      (
        await rowsOf<{ body: string }>(
          k.db,
          sql`SELECT n.body FROM notifications n JOIN users u ON u.id = n.user_id
               WHERE n.kind = ${kind} AND u.username = 'agencia' ORDER BY n.id`,
        )
      ).map((row) => row.body);
    const rejected = (await save('agencia', payment({ reference: 'N-1' }))).json<Payment>();
    await act('distribuidor', rejectPayment.path, { payment_id: rejected.id, observation: 'Sin fondos' });
    expect(await users('PAYMENT_REJECTED')).toContain(
      'Distribuidora Centro rechazó su pago de Bs 2.500,00 (ref. N-1): Sin fondos',
    );
    expect(await users('PAYMENT_CONFIRMED')).toContain(
      'Distribuidora Centro confirmó su pago de Bs 2.400,00 (ref. 000123).',
    );
  });
});

describe('many payments at once', () => {
  it('confirms concurrent payments among several partners and keeps the total across them what it was', async (context) => {
    needsRealPostgres(k.t, context);
    const bancaMethod = (await method('admin', { type: 'EFECTIVO', alias: 'Caja banca' })).json().id;
    const partners = [k.p.ACE1!, k.p.DCE!, k.p.DOR!, k.p.BVE!];
    const before = await Promise.all(partners.map(async (id) => (await k.balanceOf(id)).BS ?? 0n));
    const payers = [
      { who: 'agencia', method: methodId, payee: 'distribuidor' },
      { who: 'distribuidor', method: bancaMethod, payee: 'admin' },
      { who: 'distribuidor2', method: bancaMethod, payee: 'admin' },
    ];
    const reports = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const payer = payers[i % payers.length]!;
        return save(
          payer.who,
          payment({ payment_method_id: payer.method, reference: `BANK-${i}`, amount: String(1000 + i) }),
        ).then((answer) => ({ payer, payment: answer.json<Payment>() }));
      }),
    );
    const decisions = await Promise.all(
      reports.flatMap(({ payer, payment: p }) => [
        act(payer.payee, confirmPayment.path, { payment_id: p.id }),
        act(payer.payee, confirmPayment.path, { payment_id: p.id }),
      ]),
    );
    expect(decisions.filter((d) => d.statusCode === 200)).toHaveLength(30);
    expect(decisions.filter((d) => d.statusCode === 409)).toHaveLength(30);
    const after = await Promise.all(partners.map(async (id) => (await k.balanceOf(id)).BS ?? 0n));
    const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
    expect(sum(after) - sum(before)).toBe(0n);
    const paidBy = (who: string) =>
      reports.filter((r) => r.payer.who === who).reduce((total, r) => total + BigInt(r.payment.amount), 0n);
    expect(after[0]! - before[0]!).toBe(paidBy('agencia'));
    expect(after[2]! - before[2]!).toBe(paidBy('distribuidor2'));
    expect(after[3]! - before[3]!).toBe(-(paidBy('distribuidor') + paidBy('distribuidor2')));
    for (const { total } of await k.legSums()) expect(total).toBe('0');
    expect(await k.daySumDrift()).toEqual([]);
  });
});
