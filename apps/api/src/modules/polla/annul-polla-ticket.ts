import type { PollaTicket } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { subtreePattern } from '../../lib/scope';
import { raise } from '../../lib/domain-events';
import { applyMovement } from './pote-repository';
import * as tickets from './ticket-repository';

/**
 * Annuls a polla ticket of the caller's taquilla within the type's window and before the first
 * counted draw closes (ADR 046). In one transaction the ticket turns ANULADO, ANULACION
 * movements take back exactly what its sale gave each pote, and an outcome «Anulación de polla»
 * gives its price back in the taquilla's cash register (the sale's income stays: append-only).
 */
export async function annulPollaTicket(ctx: UseCaseContext, id: number): Promise<PollaTicket> {
  const scopePattern = subtreePattern(ctx.scope);
  await inTransaction(ctx, async (tx) => {
    const ticket = await tickets.lockTicket(tx.db, { id, scopePattern });
    if (!ticket) throw notFound('El ticket no existe.');
    if (ticket.status !== 'ACTIVO') {
      throw new AppError('CONFLICT', `El ticket no se puede anular: está ${ticket.status.toLowerCase()}.`);
    }
    if (!ticket.sales_open)
      throw new AppError('UNPROCESSABLE', 'El ticket no se puede anular: su primer sorteo ya cerró.');
    if (!ticket.within_window) throw new AppError('UNPROCESSABLE', 'El tiempo para anular este ticket ya pasó.');
    const back = { tipo: 'EGRESO', concept: 'ANULACION', ticketId: id, userId: ctx.principal.id } as const;
    const returned =
      (await applyMovement(tx.db, ticket.daily_pote_id, {
        ...back,
        first: BigInt(ticket.to_daily_first),
        second: BigInt(ticket.to_daily_second),
      })) &&
      (await applyMovement(tx.db, ticket.weekly_pote_id, { ...back, first: BigInt(ticket.to_weekly), second: 0n }));
    if (!returned) {
      throw new AppError('CONFLICT', 'El ticket no se puede anular: el pote ya no tiene lo que aportó su venta.');
    }
    await tickets.markAnnulled(tx.db, id, ctx.principal.id);
    await raise(tx, 'polla.ticket-annulled', {
      taquillaId: ticket.taquilla_id,
      serial: ticket.serial,
      currency: ticket.currency,
      price: ticket.price,
    });
    await tx.audit({
      action: 'ANNUL',
      entity: 'polla_ticket',
      entityId: id,
      subjectPartnerId: ticket.taquilla_id,
      before: { status: ticket.status },
      after: { status: 'ANULADO', serial: ticket.serial },
    });
  });
  return (await tickets.loadTicket(ctx.db, { id }))!;
}
