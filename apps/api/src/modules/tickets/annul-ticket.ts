import type { Ticket } from '@banca/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { intArray, rowsOf } from '../../lib/raw-query';
import { scopeOf, subtreePattern } from '../../lib/scope';
import { effectiveBetsSetting } from '../network/bets-config-repository';
import { closeAtSql } from '../sales/occurrences';
import { loadTicket } from './ticket-view';

/** Roles that annul under the seller's rules: within the window, before the draw closes, a few a day. */
const SELLER_RULES = new Set(['VEND_TAQUILLA', 'ADMIN_TAQUILLA']);

interface AnnulRow {
  id: string;
  status: string;
  seller_id: number;
  chain: number[];
  taquilla_id: number;
  within_window: boolean;
  all_open: boolean;
  any_resulted: boolean;
  annulled_today: number;
  max_per_day: number;
}

/**
 * Annuls a ticket (DOMAIN §4) and gives its amounts back to the cupos and topes it used, in
 * one transaction. A seller annuls its own tickets within the agency's window and before the
 * draws close, up to its daily maximum; the banca, its supervisors and distributors annul any
 * ticket of their network until a draw of it has a result.
 */
export async function annulTicket(db: Db, principal: Principal, actor: AuditActor, id: number, reason: string): Promise<Ticket> {
  const scope = scopeOf(principal);
  const setting = (name: Parameters<typeof effectiveBetsSetting>[0]) => effectiveBetsSetting(name, sql`t.agency_id`, sql`t.banca_id`);
  await db.transaction(async (tx) => {
    // Under the limits lock, as sales count (db/sql/banca_sale_limits_lock.sql): no recount of the exposure runs meanwhile.
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(banca_sale_limits_lock())`);
    // The ticket's draws first (as saving a result and awarding do: draw, then tickets), so an
    // annulment and a result of the same draw never interleave, and never deadlock.
    await tx.execute(sql`SELECT 1 FROM draw_occurrences
                          WHERE id IN (SELECT occurrence_id FROM ticket_plays WHERE ticket_id = ${id})
                          ORDER BY id FOR SHARE`);
    const [row] = await rowsOf<AnnulRow>(
      tx,
      sql`WITH t AS (SELECT * FROM tickets WHERE id = ${id} AND partner_path LIKE ${subtreePattern(scope)} FOR UPDATE)
          SELECT t.id::text, t.status, t.seller_id, t.chain, t.taquilla_id,
                 now() < t.sold_at + make_interval(mins => ${setting('annulment_window_minutes')}) AS within_window,
                 NOT EXISTS (
                   SELECT 1 FROM ticket_plays p JOIN draw_occurrences o ON o.id = p.occurrence_id
                    WHERE p.ticket_id = t.id AND now() >= ${closeAtSql(setting('minutes_before_close'))}
                 ) AS all_open,
                 EXISTS (
                   SELECT 1 FROM ticket_plays p JOIN draw_occurrences o ON o.id = p.occurrence_id
                    WHERE p.ticket_id = t.id AND o.result_number IS NOT NULL
                 ) AS any_resulted,
                 (SELECT count(*)::int FROM tickets a
                   WHERE a.annulled_by = ${principal.id}
                     AND a.annulled_at >= (date_trunc('day', now() AT TIME ZONE bs.timezone) AT TIME ZONE bs.timezone)) AS annulled_today,
                 ${setting('max_annulments_per_day')} AS max_per_day
            FROM t LEFT JOIN banca_settings bs ON bs.partner_id = t.banca_id`,
    );
    if (!row) throw notFound('El ticket no existe.');
    if (row.status !== 'ACTIVO') throw new AppError('CONFLICT', `El ticket no se puede anular: está ${row.status.toLowerCase()}.`);
    if (row.any_resulted) throw new AppError('UNPROCESSABLE', 'El ticket no se puede anular: uno de sus sorteos ya tiene resultado.');
    if (SELLER_RULES.has(principal.role)) {
      if (principal.role === 'VEND_TAQUILLA' && row.seller_id !== principal.id) {
        throw new AppError('UNPROCESSABLE', 'Solo puede anular los tickets que usted vendió.');
      }
      if (!row.within_window) throw new AppError('UNPROCESSABLE', 'El tiempo para anular este ticket ya pasó.');
      if (!row.all_open) throw new AppError('UNPROCESSABLE', 'El ticket no se puede anular: uno de sus sorteos ya cerró.');
      if (row.annulled_today >= row.max_per_day) {
        throw new AppError('UNPROCESSABLE', `Ya anuló ${row.max_per_day} tickets hoy, el máximo permitido.`);
      }
    }
    await releaseExposure(tx, id, row.chain);
    await tx.execute(sql`UPDATE tickets SET status = 'ANULADO', annulled_at = now(), annulled_by = ${principal.id},
                                annul_reason = ${reason} WHERE id = ${id}`);
    await recordAudit(tx, actor, {
      action: 'ANNUL',
      entity: 'ticket',
      entityId: id,
      subjectPartnerId: row.taquilla_id,
      before: { status: row.status },
      after: { status: 'ANULADO', reason },
    });
  });
  return (await loadTicket(db, { id }, scope))!;
}

/**
 * Gives a ticket's amounts back to every exposure row it counted in, locking them in the
 * sale's order (occurrence, bet type, number key, partner) so it never deadlocks with a sale.
 */
async function releaseExposure(tx: Db, ticketId: number, chain: readonly number[]): Promise<void> {
  const plays = sql`SELECT occurrence_id, bet_type_id, number_key, amount FROM ticket_plays WHERE ticket_id = ${ticketId}`;
  await tx.execute(sql`
    SELECT 1 FROM sales_exposure e JOIN (${plays}) p
        ON e.occurrence_id = p.occurrence_id AND e.bet_type_id = p.bet_type_id AND e.number_key = p.number_key
     WHERE e.partner_id = ANY (${intArray(chain)})
     ORDER BY e.occurrence_id, e.bet_type_id, e.number_key, e.partner_id
       FOR UPDATE OF e`);
  await tx.execute(sql`
    UPDATE sales_exposure e SET sold = e.sold - p.amount
      FROM (${plays}) p
     WHERE e.occurrence_id = p.occurrence_id AND e.bet_type_id = p.bet_type_id AND e.number_key = p.number_key
       AND e.partner_id = ANY (${intArray(chain)})`);
}
