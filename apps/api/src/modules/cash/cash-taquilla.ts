import { AppError, invalidField, notFound } from '../../lib/app-error';
import { findPartnerInScope } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';

export interface CashTaquilla {
  id: number;
  path: string;
  currency: string;
}

/**
 * The taquilla a ticket-office cash call is about: a taquilla user's own; an agency's user names
 * one of its taquillas (`taquilla_id`), as it does to pay a prize.
 */
export async function cashTaquillaOf(ctx: UseCaseContext, taquillaId: number | undefined): Promise<CashTaquilla> {
  const { kind, id } = ctx.principal.partner;
  if (kind === 'TAQUILLA') {
    if (taquillaId !== undefined && taquillaId !== id) {
      throw invalidField('taquilla_id', 'Solo un usuario de agencia elige la taquilla.');
    }
  } else if (kind === 'AGENCIA') {
    if (taquillaId === undefined) throw invalidField('taquilla_id', 'Indique la taquilla.');
  } else {
    throw new AppError('UNPROCESSABLE', 'La caja se lleva en una taquilla.');
  }
  const partner = await findPartnerInScope(ctx.db, ctx.scope, kind === 'TAQUILLA' ? id : taquillaId!);
  if (!partner || partner.kind !== 'TAQUILLA') throw notFound('La taquilla no existe.');
  if (partner.status !== 'ACTIVE') throw invalidField('taquilla_id', 'La taquilla no está activa.');
  return { id: partner.id, path: partner.path, currency: partner.currency };
}

/** A superior acts on taquillas strictly below its own partner: nobody approves its own cash. */
export function isBelowCaller(ctx: UseCaseContext, taquillaId: number): boolean {
  return taquillaId !== ctx.principal.partner.id;
}

/** A taquilla strictly below the caller (a superior sets its fund or its cash config, or sends it money). */
export async function taquillaBelow(ctx: UseCaseContext, taquillaId: number) {
  const partner = await findPartnerInScope(ctx.db, ctx.scope, taquillaId);
  if (!partner || partner.kind !== 'TAQUILLA') throw notFound('La taquilla no existe.');
  if (!isBelowCaller(ctx, partner.id)) {
    throw new AppError('UNPROCESSABLE', 'La caja de una taquilla la configura un superior.');
  }
  return partner;
}
