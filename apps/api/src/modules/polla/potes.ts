import type { CurrentDailyPote, CurrentWeeklyPote, Pote, PoteMovementType, PoteSummary } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './pote-repository';
import { bancaOf, findPollaType, todayOfType, type PollaTypeRow } from './type-repository';

async function typeOf(ctx: UseCaseContext, typeId: number): Promise<PollaTypeRow> {
  const type = await findPollaType(ctx.db, bancaOf(ctx), typeId);
  if (!type) throw notFound('El tipo de polla no existe.');
  return type;
}

/** A pote with its movements, in the original product's names. */
async function withMovements(ctx: UseCaseContext, pote: Pote): Promise<CurrentDailyPote & CurrentWeeklyPote> {
  const movements = await repo.movementsOf(ctx.db, pote.id);
  return {
    ...pote,
    abonos: movements.map(({ first_amount, second_amount, ...m }) => ({
      ...m,
      abonado_primer: first_amount,
      abonado_segundo: second_amount,
      monto_acu_abono: first_amount,
    })),
  };
}

/** The pote in course of a type: today's daily pote, or this week's weekly pote (opened when missing). */
export async function currentPote(ctx: UseCaseContext, kind: repo.PoteKind, typeId: number) {
  const type = await typeOf(ctx, typeId);
  const today = await todayOfType(ctx.db, type.id);
  const pote = await inTransaction(ctx, (tx) =>
    repo.ensurePote(tx.db, { pollaTypeId: type.id, kind, startDate: today, currency: type.currency }),
  );
  return withMovements(ctx, await repo.findPote(ctx.db, pote.id));
}

export interface PotePayment {
  poteId: number;
  tipo: PoteMovementType;
  first: bigint;
  second: bigint;
}

const FIELDS = {
  DAILY: { pote: 'pote_diario_id', first: 'primer_acu_abono', second: 'segundo_acu_abono', word: 'diario' },
  WEEKLY: { pote: 'pote_semanal_id', first: 'monto_acu_abono', second: 'monto_acu_abono', word: 'semanal' },
} as const;

/**
 * A manual INGRESO or EGRESO on an open pote (DOMAIN §8), audited. The pote's row is locked
 * first, so a payment and the day's scoring queue: a payment after the scoring finds the pote
 * settled and is refused; an EGRESO never takes an accumulator below zero.
 */
export async function payPote(ctx: UseCaseContext, kind: repo.PoteKind, payment: PotePayment) {
  const fields = FIELDS[kind];
  if (payment.first === 0n && payment.second === 0n) {
    throw new AppError('VALIDATION_ERROR', undefined, [
      { field: fields.first, message: 'El abono debe ser mayor que cero.' },
    ]);
  }
  const bancaId = bancaOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const pote = await repo.lockPote(tx.db, bancaId, kind, payment.poteId);
    if (!pote) throw notFound(`El pote ${fields.word} no existe.`);
    if (pote.status === 'SETTLED') {
      throw new AppError(
        'CONFLICT',
        `El pote ${fields.word} ya cerró: sus montos se repartieron o pasaron al pote siguiente.`,
        [{ field: fields.pote, message: 'El pote ya cerró.' }],
      );
    }
    if (payment.tipo === 'EGRESO') {
      const short = payment.first > pote.first ? fields.first : payment.second > pote.second ? fields.second : null;
      if (short) {
        throw new AppError('UNPROCESSABLE', 'El egreso no puede dejar el pote por debajo de cero.', [
          { field: short, message: 'El egreso es mayor que lo que tiene el acumulado.' },
        ]);
      }
    }
    const applied = await repo.applyMovement(tx.db, pote.id, {
      tipo: payment.tipo,
      concept: 'MANUAL',
      first: payment.first,
      second: payment.second,
      userId: ctx.principal.id,
    });
    if (!applied) throw new AppError('CONFLICT');
    await tx.audit({
      action: payment.tipo === 'INGRESO' ? 'POT_INCOME' : 'POT_EXPENSE',
      entity: 'polla_pot',
      entityId: pote.id,
      subjectPartnerId: bancaId,
      before: { first_amount: pote.first.toString(), second_amount: pote.second.toString() },
      after: { tipo: payment.tipo, first: payment.first.toString(), second: payment.second.toString() },
    });
  });
  return withMovements(ctx, await repo.findPote(ctx.db, payment.poteId));
}

/** A potes list's request: a polla type, and optionally a period of start dates. */
export interface PoteListRequest {
  polla_type: number;
  start_date?: string | undefined;
  end_date?: string | undefined;
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
}

/** One page of a polla type's potes of one kind, with the tickets that fed each and their sales. */
export async function listPotes(ctx: UseCaseContext, kind: repo.PoteKind, query: PoteListRequest) {
  const type = await typeOf(ctx, query.polla_type);
  const filters = { bancaId: type.bancaId, kind, pollaTypeId: type.id, from: query.start_date, to: query.end_date };
  const offset = (query.page - 1) * query.per_page;
  const [data, total] = await Promise.all([
    repo.listPotes(ctx.db, filters, query.order, query.per_page, offset),
    repo.countPotes(ctx.db, filters),
  ]);
  return { data, total, page: query.page, per_page: query.per_page };
}

/** A potes summary's request: a polla type and a period, in the original product's names. */
export interface PoteSummaryQuery {
  polla_type: number;
  fecha_inicio: string;
  fecha_cierre: string;
}

/** The movements of a period's potes of one kind by concept and type, and their potes, tickets and sales. */
export async function poteSummary(
  ctx: UseCaseContext,
  kind: repo.PoteKind,
  query: PoteSummaryQuery,
): Promise<PoteSummary> {
  const type = await typeOf(ctx, query.polla_type);
  const summary = await repo.poteSummary(ctx.db, {
    bancaId: type.bancaId,
    kind,
    pollaTypeId: type.id,
    from: query.fecha_inicio,
    to: query.fecha_cierre,
  });
  return { currency: type.currency, ...summary };
}
