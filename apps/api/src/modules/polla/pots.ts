import type { CurrentDailyPot, CurrentWeeklyPot, Pot, PotMovementType, PotSummary } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as pots from './pot-repository';
import { bancaOf } from './save-polla-type';
import { findPollaType, todayOfType, type PollaTypeRow } from './type-repository';

async function typeOf(ctx: UseCaseContext, typeId: number): Promise<PollaTypeRow> {
  const type = await findPollaType(ctx.db, bancaOf(ctx), typeId);
  if (!type) throw notFound('El tipo de polla no existe.');
  return type;
}

/** A pot with its movements, in the original product's names. */
async function withMovements(ctx: UseCaseContext, pot: Pot): Promise<CurrentDailyPot & CurrentWeeklyPot> {
  const movements = await pots.movementsOf(ctx.db, pot.id);
  return {
    ...pot,
    abonos: movements.map(({ first_amount, second_amount, ...m }) => ({
      ...m,
      abonado_primer: first_amount,
      abonado_segundo: second_amount,
      monto_acu_abono: first_amount,
    })),
  };
}

/** The pot in course of a type: today's daily pot, or this week's weekly pot (opened when missing). */
export async function currentPot(ctx: UseCaseContext, kind: pots.PotKind, typeId: number) {
  const type = await typeOf(ctx, typeId);
  const today = await todayOfType(ctx.db, type.id);
  const pot = await inTransaction(ctx, (tx) =>
    pots.ensurePot(tx.db, { pollaTypeId: type.id, kind, startDate: today, currency: type.currency }),
  );
  return withMovements(ctx, await pots.findPot(ctx.db, pot.id));
}

export interface PotPayment {
  potId: number;
  tipo: PotMovementType;
  first: bigint;
  second: bigint;
}

const FIELDS = {
  DAILY: { pot: 'pote_diario_id', first: 'primer_acu_abono', second: 'segundo_acu_abono', word: 'diario' },
  WEEKLY: { pot: 'pote_semanal_id', first: 'monto_acu_abono', second: 'monto_acu_abono', word: 'semanal' },
} as const;

/**
 * A manual INGRESO or EGRESO on an open pot (DOMAIN §8), audited. The pot's row is locked
 * first, so a payment and the day's scoring queue: a payment after the scoring finds the pot
 * settled and is refused; an EGRESO never takes an accumulator below zero.
 */
export async function payPot(ctx: UseCaseContext, kind: pots.PotKind, payment: PotPayment) {
  const fields = FIELDS[kind];
  if (payment.first === 0n && payment.second === 0n) {
    throw new AppError('VALIDATION_ERROR', undefined, [
      { field: fields.first, message: 'El abono debe ser mayor que cero.' },
    ]);
  }
  const bancaId = bancaOf(ctx);
  await inTransaction(ctx, async (tx) => {
    const pot = await pots.lockPot(tx.db, bancaId, kind, payment.potId);
    if (!pot) throw notFound(`El pote ${fields.word} no existe.`);
    if (pot.status === 'SETTLED') {
      throw new AppError(
        'CONFLICT',
        `El pote ${fields.word} ya cerró: sus montos se repartieron o pasaron al pote siguiente.`,
        [{ field: fields.pot, message: 'El pote ya cerró.' }],
      );
    }
    if (payment.tipo === 'EGRESO') {
      const short = payment.first > pot.first ? fields.first : payment.second > pot.second ? fields.second : null;
      if (short) {
        throw new AppError('UNPROCESSABLE', 'El egreso no puede dejar el pote por debajo de cero.', [
          { field: short, message: 'El egreso es mayor que lo que tiene el acumulado.' },
        ]);
      }
    }
    const applied = await pots.applyMovement(tx.db, pot.id, {
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
      entityId: pot.id,
      subjectPartnerId: bancaId,
      before: { first_amount: pot.first.toString(), second_amount: pot.second.toString() },
      after: { tipo: payment.tipo, first: payment.first.toString(), second: payment.second.toString() },
    });
  });
  return withMovements(ctx, await pots.findPot(ctx.db, payment.potId));
}

export async function listPots(
  ctx: UseCaseContext,
  kind: pots.PotKind,
  query: {
    polla_type: number;
    start_date?: string | undefined;
    end_date?: string | undefined;
    page: number;
    per_page: number;
    order: 'asc' | 'desc';
  },
) {
  const type = await typeOf(ctx, query.polla_type);
  const filters = { bancaId: type.bancaId, kind, pollaTypeId: type.id, from: query.start_date, to: query.end_date };
  const offset = (query.page - 1) * query.per_page;
  const [data, total] = await Promise.all([
    pots.listPots(ctx.db, filters, query.order, query.per_page, offset),
    pots.countPots(ctx.db, filters),
  ]);
  return { data, total, page: query.page, per_page: query.per_page };
}

export async function potSummary(
  ctx: UseCaseContext,
  kind: pots.PotKind,
  query: { polla_type: number; fecha_inicio: string; fecha_cierre: string },
): Promise<PotSummary> {
  const type = await typeOf(ctx, query.polla_type);
  const summary = await pots.potSummary(ctx.db, {
    bancaId: type.bancaId,
    kind,
    pollaTypeId: type.id,
    from: query.fecha_inicio,
    to: query.fecha_cierre,
  });
  return { currency: type.currency, ...summary };
}
