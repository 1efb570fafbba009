import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../lib/raw-query';
import { postEntry, systemAccountId } from '../../modules/ledger';
import { insertPayment, movePayment, replaceImages } from '../../modules/payments';
import { demoReceiptImages } from './demo-images';

/*
 * The demo's payments between partners (demo-business.ts): each week every partner that owes
 * pays its payee, through the payments repository and banca_post_entry as the product does.
 */

/** A small deterministic generator (mulberry32), so the same database gets the same business. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REJECTIONS = [
  'La referencia no aparece en el estado de cuenta.',
  'El monto no coincide con la transferencia recibida.',
  'El comprobante no se lee; envíelo de nuevo.',
];

/**
 * Each partner that owes pays what it owes every week (on Monday or Tuesday), into one of its
 * payee's methods with a receipt as evidence: the payee confirms it the same day (its ledger
 * entry through banca_post_entry), a few are rejected and reported again the next day, and the
 * last week's wait to be confirmed.
 */
export async function seedPayments(db: Db, days: number): Promise<number> {
  const next = random(days * 31 + 7);
  const receipts = await receiptImageIds(db);
  const accountId = await systemAccountId(db, 'PAGOS');
  const payers = await rowsOf<{
    id: number;
    code: string;
    currency: string;
    payee_id: number;
    payer_user: number;
    payee_user: number;
    methods: number[];
    timezone: string;
  }>(
    db,
    sql`SELECT p.id, p.code, p.currency, r.id AS payee_id,
               (SELECT u.id FROM users u WHERE u.partner_id = p.id AND u.status = 'ACTIVE' ORDER BY u.id LIMIT 1) AS payer_user,
               (SELECT u.id FROM users u WHERE u.partner_id = r.id AND u.status = 'ACTIVE' ORDER BY u.id LIMIT 1) AS payee_user,
               (SELECT array_agg(m.id ORDER BY m.id) FROM payment_methods m WHERE m.partner_id = r.id AND m.active) AS methods,
               coalesce(bs.timezone, 'America/Caracas') AS timezone
          FROM partners p
          LEFT JOIN agency_config ac ON ac.partner_id = p.id
          JOIN partners r ON r.id = coalesce(ac.payments_responsible_partner_id, p.parent_id)
          LEFT JOIN banca_settings bs ON bs.partner_id = split_part(trim(both '/' FROM p.path), '/', 1)::int
         WHERE p.kind IN ('DISTRIBUIDOR', 'AGENCIA') AND p.status = 'ACTIVE'
         ORDER BY p.path`,
  );
  const [today] = await rowsOf<{ today: string; monday: string }>(
    db,
    sql`SELECT (now() AT TIME ZONE 'America/Caracas')::date::text AS today,
               date_trunc('week', (now() AT TIME ZONE 'America/Caracas')::date)::date::text AS monday`,
  );
  const mondays = await rowsOf<{ day: string }>(
    db,
    sql`SELECT d::date::text AS day FROM generate_series(date_trunc('week', ${today!.today}::date - ${days - 7}::int),
                                                         ${today!.today}::date - 1, interval '7 days') d`,
  );
  let written = 0;
  let reference = 1000;
  for (const payer of payers) {
    if (!payer.payer_user || !payer.payee_user || !payer.methods?.length) continue;
    for (const { day: monday } of mondays) {
      const lastWeek = monday === today!.monday || mondays.at(-1)!.day === monday;
      const paymentDate = await dayAfter(db, monday, payer.id % 2, today!.today);
      const owed = await owedBy(db, payer.id, payer.currency, paymentDate);
      if (owed <= 0n) continue;
      // What is paid: most of what is owed, in round amounts of the currency.
      const round = payer.currency === 'COP' ? 10_000_00n : payer.currency === 'USD' ? 10_00n : 100_00n;
      const amount = ((owed * BigInt(Math.round(850 + next() * 150))) / 1000n / round) * round;
      if (amount <= 0n) continue;
      const method = payer.methods[Math.floor(next() * payer.methods.length)]!;
      const rejected = !lastWeek && next() < 0.1;
      const pending = lastWeek && next() < 0.6;
      const write = async (date: string, status: 'CONFIRMED' | 'REJECTED' | 'PENDING') => {
        reference += 1 + Math.floor(next() * 50);
        const id = await insertPayment(
          db,
          {
            payerId: payer.id,
            payeeId: payer.payee_id,
            paymentMethodId: method,
            accountId,
            paymentDate: date,
            currency: payer.currency,
            amount,
            reference: String(reference * 97).padStart(8, '0'),
            observation: status === 'REJECTED' ? '' : next() < 0.3 ? 'Pago de la semana' : '',
          },
          payer.payer_user,
        );
        await replaceImages(db, id, [receipts[(id + payer.id) % receipts.length]!]);
        const reported = sql`(${date}::date + make_interval(hours => ${9 + Math.floor(next() * 4)}, mins => ${Math.floor(next() * 60)}))
                               AT TIME ZONE ${payer.timezone}`;
        await db.execute(sql`UPDATE payments SET created_at = ${reported}, updated_at = ${reported} WHERE id = ${id}`);
        await audit(
          db,
          payer.payer_user,
          sql`(SELECT created_at FROM payments WHERE id = ${id})`,
          'CREATE',
          'payment',
          id,
          payer.id,
        );
        if (status === 'PENDING') return id;
        await movePayment(db, id, {
          from: ['PENDING'],
          to: status,
          side: 'payee_id',
          by: payer.payee_id,
          userId: payer.payee_user,
          observation: status === 'REJECTED' ? REJECTIONS[id % REJECTIONS.length]! : null,
        });
        if (status === 'CONFIRMED') {
          await postEntry(db, {
            businessDate: date,
            accountId,
            contributorId: payer.id,
            beneficiaryId: payer.payee_id,
            currency: payer.currency,
            amount,
            origin: 'AUTOMATIC',
            kind: 'PAYMENT',
            observation: `Pago ${String(reference * 97).padStart(8, '0')}`,
            createdBy: payer.payee_user,
            paymentId: id,
          });
        }
        await db.execute(sql`UPDATE payments SET decided_at = created_at + make_interval(mins => ${45 + Math.floor(next() * 300)}),
                                                 updated_at = created_at + make_interval(mins => ${45 + Math.floor(next() * 300)})
                              WHERE id = ${id}`);
        await audit(
          db,
          payer.payee_user,
          sql`(SELECT decided_at FROM payments WHERE id = ${id})`,
          status === 'CONFIRMED' ? 'CONFIRM' : 'REJECT',
          'payment',
          id,
          payer.id,
        );
        return id;
      };
      if (rejected) {
        await write(paymentDate, 'REJECTED');
        written += 1;
        const again = await dayAfter(db, paymentDate, 1, today!.today);
        await write(again, 'CONFIRMED');
      } else await write(paymentDate, pending ? 'PENDING' : 'CONFIRMED');
      written += 1;
    }
  }
  return written;
}

/** `day` plus `add` days, never after `last`. */
async function dayAfter(db: Db, day: string, add: number, last: string): Promise<string> {
  const [row] = await rowsOf<{ day: string }>(
    db,
    sql`SELECT least(${day}::date + ${add}::int, ${last}::date)::text AS day`,
  );
  return row!.day;
}

/** What a partner owes its payee up to a day: minus its balance in the ledger (settlements and payments). */
async function owedBy(db: Db, partnerId: number, currency: string, day: string): Promise<bigint> {
  const [row] = await rowsOf<{ owed: string }>(
    db,
    sql`SELECT (-coalesce(sum(amount), 0))::text AS owed FROM ledger_legs
         WHERE partner_id = ${partnerId} AND currency = ${currency} AND business_date < ${day}::date`,
  );
  return BigInt(row!.owed);
}

/** The receipts' image rows (created once), private to no one in particular. */
async function receiptImageIds(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const receipt of demoReceiptImages()) {
    const [row] = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO images (storage_key, content_type, size_bytes, sha256)
          VALUES (${receipt.key}, ${receipt.contentType}, ${receipt.bytes.length}, ${receipt.sha256})
          ON CONFLICT (storage_key) DO UPDATE SET storage_key = excluded.storage_key
          RETURNING id`,
    );
    ids.push(row!.id);
  }
  return ids;
}

/** One audit row at `at`, by a user of the demo, about a partner. */
export async function audit(
  db: Db,
  userId: number,
  at: SQL,
  action: string,
  entity: string,
  entityId: number | string,
  subjectPartnerId: number,
): Promise<void> {
  await db.execute(sql`INSERT INTO audit_log (at, user_id, username, role, partner_id, subject_partner_id, action, entity,
                                              entity_id, ip)
                       SELECT ${at}, u.id, u.username, u.role::text, u.partner_id, ${subjectPartnerId}::int, ${action},
                              ${entity}, ${String(entityId)}, '127.0.0.1'
                         FROM users u WHERE u.id = ${userId}`);
}
