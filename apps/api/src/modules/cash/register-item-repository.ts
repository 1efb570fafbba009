import { DEFAULT_TIMEZONE, type CashRegisterItem } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/**
 * A page of the movements a register counts, signed as the formula adds it, in the order they
 * happened; `items` and `amount` are over all of them (the register's own sum, not the page's).
 */
export async function registerItems(
  db: Db,
  registerId: number,
  page: { page: number; per_page: number; order: 'asc' | 'desc' },
): Promise<{ rows: CashRegisterItem[]; items: number; amount: string }> {
  const direction = page.order === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await rowsOf<CashRegisterItem & { n: number; total: string }>(
    db,
    sql`WITH items AS (
          SELECT c.event || '-' || c.ticket_id AS item_code, c.event AS kind, 'EFECTIVO' AS payment_method,
                 CASE c.event WHEN 'VENTA' THEN c.amount ELSE -c.amount END AS amount,
                 -- a sale is of its business date; an annulment of the banca's local date it happened
                 CASE c.event WHEN 'VENTA' THEN t.business_date
                      ELSE (t.annulled_at AT TIME ZONE coalesce(bs.timezone, ${DEFAULT_TIMEZONE}))::date END::text AS business_date,
                 'Ticket ' || t.serial AS detail,
                 CASE c.event WHEN 'VENTA' THEN t.sold_at ELSE t.annulled_at END AS at
            FROM cash_ticket_claims c JOIN tickets t ON t.id = c.ticket_id
            LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id
           WHERE c.cash_register_id = ${registerId}
          UNION ALL
          SELECT CASE WHEN et.code = 'PAGO_PREMIO' THEN 'PREMIO' ELSE m.kind END || '-' || m.id,
                 CASE WHEN et.code = 'PAGO_PREMIO' THEN 'PREMIO' ELSE m.kind END, m.payment_method,
                 CASE WHEN m.kind = 'EGRESO' THEN -m.amount ELSE m.amount END,
                 m.business_date::text,
                 concat_ws(' · ', et.name, CASE WHEN t.serial IS NOT NULL THEN 'Ticket ' || t.serial END,
                           nullif(m.reference, ''), nullif(m.description, '')),
                 m.created_at
            FROM cash_movements m LEFT JOIN cash_expense_types et ON et.id = m.expense_type_id
            LEFT JOIN tickets t ON t.id = m.ticket_id
           WHERE m.cash_register_id = ${registerId} AND m.status = 'APROBADO')
        SELECT i.item_code, i.kind, i.payment_method, i.amount::text AS amount, i.business_date, i.detail, s.n, s.total
          FROM (SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM items) s
          LEFT JOIN LATERAL (SELECT * FROM items ORDER BY at ${direction}, item_code ${direction}
                              LIMIT ${page.per_page} OFFSET ${(page.page - 1) * page.per_page}) i ON true`,
  );
  const first = rows[0];
  return {
    rows: rows
      .filter((row) => row.item_code !== null)
      .map(({ item_code, kind, payment_method, amount, business_date, detail }) => ({
        item_code,
        kind,
        payment_method,
        amount,
        business_date,
        detail,
      })),
    items: first?.n ?? 0,
    amount: first?.total ?? '0',
  };
}
