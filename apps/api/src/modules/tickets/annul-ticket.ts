import type { Ticket } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { recordLateAnnulment } from '../draw-seals';
import * as repo from './repository';

/** Roles that annul under the seller's rules: within the window, before the draw closes, a few a day. */
const SELLER_RULES = new Set(['VEND_TAQUILLA', 'ADMIN_TAQUILLA']);

/**
 * Annuls a ticket (DOMAIN §4) and gives its amounts back to the cupos and topes it used, in
 * one transaction. A seller annuls its own tickets within the agency's window and before the
 * draws close, up to its daily maximum; the banca, its supervisors and distributors annul any
 * ticket of their network until a draw of it has a result. An annulment of a ticket whose draw is
 * already sealed keeps the seal and is linked to it as a correction (ADR 060); a refused annulment
 * is audited with who asked, when and why it was refused.
 */
export async function annulTicket(
  ctx: UseCaseContext,
  { id, reason }: { id: number; reason: string },
): Promise<Ticket> {
  const { scope } = ctx;
  let taquillaId: number | null = null;
  try {
    await annulInTransaction(ctx, id, reason, (row) => (taquillaId = row));
  } catch (error) {
    if (error instanceof AppError && error.code !== 'NOT_FOUND') {
      await ctx.audit({
        action: 'ANNUL_REFUSED',
        entity: 'ticket',
        entityId: id,
        subjectPartnerId: taquillaId,
        before: null,
        after: { reason, refused: error.message },
      });
    }
    throw error;
  }
  return (await repo.loadTicket(ctx.db, { id }, scope))!;
}

async function annulInTransaction(
  ctx: UseCaseContext,
  id: number,
  reason: string,
  found: (taquillaId: number) => void,
): Promise<void> {
  const { principal, scope } = ctx;
  await inTransaction(ctx, async (tx) => {
    const row = await repo.lockTicketToAnnul(tx.db, scope, id, principal.id);
    if (!row) throw notFound('El ticket no existe.');
    found(row.taquilla_id);
    if (row.status !== 'ACTIVO')
      throw new AppError('CONFLICT', `El ticket no se puede anular: está ${row.status.toLowerCase()}.`);
    if (row.any_resulted)
      throw new AppError('UNPROCESSABLE', 'El ticket no se puede anular: uno de sus sorteos ya tiene resultado.');
    if (SELLER_RULES.has(principal.role)) {
      if (principal.role === 'VEND_TAQUILLA' && row.seller_id !== principal.id) {
        throw new AppError('UNPROCESSABLE', 'Solo puede anular los tickets que usted vendió.');
      }
      if (!row.within_window) throw new AppError('UNPROCESSABLE', 'El tiempo para anular este ticket ya pasó.');
      if (!row.all_open)
        throw new AppError('UNPROCESSABLE', 'El ticket no se puede anular: uno de sus sorteos ya cerró.');
      if (row.annulled_today >= row.max_per_day) {
        throw new AppError('UNPROCESSABLE', `Ya anuló ${row.max_per_day} tickets hoy, el máximo permitido.`);
      }
    }
    const sealedDraws = await recordLateAnnulment(tx, id, reason);
    await repo.releaseExposure(tx.db, id, row.chain);
    await repo.markAnnulled(tx.db, id, principal.id, reason);
    await tx.audit({
      action: 'ANNUL',
      entity: 'ticket',
      entityId: id,
      subjectPartnerId: row.taquilla_id,
      before: { status: row.status },
      after: { status: 'ANULADO', reason, ...(sealedDraws.length ? { sealed_draws: sealedDraws } : {}) },
    });
  });
}
