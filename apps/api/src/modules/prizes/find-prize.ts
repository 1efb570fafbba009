import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import {
  findBancaTicket,
  findPayingTaquilla,
  recordCodeFailure,
  type PayingTaquilla,
  type PrizeTicket,
} from './repository';

/** The taquilla that pays: the caller's own, or (for an agency's user) one it names under it. */
export async function payingTaquillaOf(ctx: UseCaseContext, taquillaId: number | undefined): Promise<PayingTaquilla> {
  const { kind, id } = ctx.principal.partner;
  if (kind === 'TAQUILLA') {
    if (taquillaId !== undefined && taquillaId !== id) {
      throw invalidField('taquilla_id', 'Solo un usuario de agencia elige la taquilla que paga.');
    }
  } else if (kind === 'AGENCIA') {
    if (taquillaId === undefined) throw invalidField('taquilla_id', 'Indique la taquilla que paga el premio.');
  } else {
    throw new AppError('UNPROCESSABLE', 'Los premios se pagan en una taquilla.');
  }
  const taquilla = await findPayingTaquilla(ctx.db, ctx.scope, kind === 'TAQUILLA' ? id : taquillaId!);
  if (!taquilla) {
    if (kind === 'AGENCIA') throw invalidField('taquilla_id', 'La taquilla no existe o no está activa.');
    throw new AppError('UNPROCESSABLE', 'Su taquilla no está activa.');
  }
  return taquilla;
}

const sameCode = (a: string, b: string) => {
  const left = Buffer.from(a.toUpperCase());
  const right = Buffer.from(b.toUpperCase());
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The ticket of the paying taquilla's banca with this serial AND security code. A wrong code
 * answers exactly like an unknown serial (404): nothing tells a guesser that the serial exists.
 * Each such refusal is recorded, with who tried and where, for the anomaly watch (ADR 061).
 */
export async function findPrizeTicket(
  db: Db,
  taquilla: PayingTaquilla,
  serial: string,
  code: string,
  userId: number,
): Promise<PrizeTicket> {
  const ticket = await findBancaTicket(db, taquilla.bancaId, serial);
  if (!ticket || !sameCode(ticket.securityCode, code)) {
    const failure = {
      bancaId: taquilla.bancaId,
      taquillaId: taquilla.id,
      userId,
      serial,
      ticketId: ticket?.id ?? null,
    };
    await recordCodeFailure(db, failure);
    throw notFound('No existe un ticket con ese serial y código de seguridad.');
  }
  return ticket;
}
