import { PRIZE_EXPENSE_TYPE, type CashMovement, type CreateIncome, type CreateOutcome } from '@banca/contracts';
import { AppError, invalidField } from '../../lib/app-error';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import { assertWithinMoneyMaximum } from '../network';
import { cashTaquillaOf, type CashTaquilla } from './cash-taquilla';
import {
  cashConfigOf,
  outcomeTypeByCode,
  movementById,
  insertMovement,
  referenceTaken,
  type NewMovement,
} from './movement-repository';
import { ownEvidenceCount } from './evidence-repository';
import { businessDateOf, markChanged, openRegisterFor } from './register-repository';

export const REFERENCE_CONFLICT: UniqueConflicts = {
  cash_movements_reference_uq: { field: 'reference', message: 'Esa referencia ya fue registrada.' },
};

type MovementInput = Omit<CreateIncome, 'taquilla_id' | 'reference'> & { reference?: string | undefined; expense_type?: string };

/** What the taquilla's cash config says about a movement: accepted method and currency, approval needed. */
export async function checkedAgainstConfig(
  ctx: UseCaseContext,
  taquilla: CashTaquilla,
  input: MovementInput,
  threshold: 'incomeAbove' | 'outcomeAbove',
): Promise<{ pending: boolean }> {
  const config = await cashConfigOf(ctx.db, taquilla.id);
  if (config.paymentMethods.length && !config.paymentMethods.includes(input.payment_method)) {
    throw invalidField('payment_method', 'La taquilla no acepta ese método de pago.');
  }
  if (config.currencies.length && !config.currencies.includes(input.currency)) {
    throw invalidField('currency', 'La taquilla no trabaja en esa moneda.');
  }
  if (input.expense_type && config.outcomeTypes.length && !config.outcomeTypes.includes(input.expense_type)) {
    throw invalidField('expense_type', 'La taquilla no tiene permitido ese tipo de egreso.');
  }
  const above = config[threshold];
  return { pending: above !== null && BigInt(input.amount) > above };
}

function exchangeOf(input: MovementInput) {
  const given = [input.exchange_amount, input.exchange_currency, input.exchange_rate].filter((value) => value !== undefined);
  if (given.length > 0 && given.length < 3) {
    throw invalidField('exchange_rate', 'El cambio necesita monto, moneda y tasa.');
  }
  return {
    exchangeAmount: input.exchange_amount ?? null,
    exchangeCurrency: input.exchange_currency ?? null,
    exchangeRate: input.exchange_rate ?? null,
  };
}

/**
 * Writes a movement in the caller's transaction. A counted one (APROBADO) goes into the open
 * register it belongs to, locked, which turns RECALCULATED if it had been sent; a pending one
 * counts nowhere until a superior approves it.
 */
export async function writeMovement(tx: UseCaseContext, movement: Omit<NewMovement, 'businessDate' | 'cashRegisterId'>): Promise<CashMovement> {
  const businessDate = await businessDateOf(tx.db, movement.taquillaId);
  let cashRegisterId: number | null = null;
  if (movement.status === 'APROBADO') {
    cashRegisterId = (await openRegisterFor(tx.db, movement.taquillaId, movement.currency, businessDate)).id;
    await markChanged(tx.db, cashRegisterId);
  }
  const id = await insertMovement(tx.db, { ...movement, businessDate, cashRegisterId });
  const written = (await movementById(tx.db, id))!;
  await tx.audit({
    action: `CASH_${movement.kind}_CREATE`,
    entity: 'cash_movement',
    entityId: id,
    subjectPartnerId: movement.taquillaId,
    after: written,
  });
  return written;
}

async function recordMovement(
  ctx: UseCaseContext,
  kind: 'INGRESO' | 'EGRESO',
  input: MovementInput & { taquilla_id?: number | undefined },
  outcomeTypeId: number | null,
): Promise<CashMovement> {
  const taquilla = await cashTaquillaOf(ctx, input.taquilla_id);
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  if (input.exchange_amount && input.exchange_currency) {
    await assertWithinMoneyMaximum(ctx, 'exchange_amount', BigInt(input.exchange_amount), input.exchange_currency, 'El monto del cambio');
  }
  const { pending } = await checkedAgainstConfig(ctx, taquilla, input, kind === 'INGRESO' ? 'incomeAbove' : 'outcomeAbove');
  const evidence = [...new Set(input.evidence_image_ids ?? [])];
  if (evidence.length && (await ownEvidenceCount(ctx.db, ctx.principal.id, evidence)) !== evidence.length) {
    throw invalidField('evidence_image_ids', 'Una imagen de soporte no existe o no la subió usted.');
  }
  if (input.reference && (await referenceTaken(ctx.db, input.reference))) {
    throw invalidField('reference', 'Esa referencia ya fue registrada.');
  }
  const movement = {
    kind,
    taquillaId: taquilla.id,
    currency: input.currency,
    paymentMethod: input.payment_method,
    amount: input.amount,
    reference: input.reference ?? null,
    ...exchangeOf(input),
    description: input.description ?? '',
    outcomeTypeId,
    ticketId: null,
    evidenceImageIds: evidence,
    batchId: null,
    status: pending ? ('PENDIENTE' as const) : ('APROBADO' as const),
    createdBy: ctx.principal.id,
  };
  return inTransaction(ctx, (tx) => writeMovement(tx, movement), REFERENCE_CONFLICT);
}

export const createIncome = (ctx: UseCaseContext, input: CreateIncome) => recordMovement(ctx, 'INGRESO', input, null);

export async function createOutcome(ctx: UseCaseContext, input: CreateOutcome): Promise<CashMovement> {
  const type = await outcomeTypeByCode(ctx.db, input.expense_type);
  if (!type) throw invalidField('expense_type', 'El tipo de egreso no existe.');
  if (type.system) throw invalidField('expense_type', `Los egresos «${type.name}» los registra el sistema.`);
  return recordMovement(ctx, 'EGRESO', input, type.id);
}

/**
 * A prize paid at a taquilla is an outcome «Pago de premio» linked to its ticket, written in the
 * payment's own transaction (`tx`): it counts in the taquilla's open register at once.
 */
export async function recordPrizeOutcome(
  tx: UseCaseContext,
  prize: { taquillaId: number; ticketId: number; amount: string; currency: string; description: string },
): Promise<CashMovement> {
  const type = await outcomeTypeByCode(tx.db, PRIZE_EXPENSE_TYPE);
  if (!type) throw new AppError('INTERNAL_ERROR');
  return writeMovement(tx, {
    kind: 'EGRESO',
    taquillaId: prize.taquillaId,
    currency: prize.currency,
    paymentMethod: 'EFECTIVO',
    amount: prize.amount,
    reference: null,
    exchangeAmount: null,
    exchangeCurrency: null,
    exchangeRate: null,
    description: prize.description,
    outcomeTypeId: type.id,
    ticketId: prize.ticketId,
    evidenceImageIds: [],
    batchId: null,
    status: 'APROBADO',
    writtenBySystem: true,
    createdBy: tx.principal.id,
  });
}
