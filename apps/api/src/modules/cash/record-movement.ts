import type { CashMovement, CreateIncome } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import { assertWithinMoneyMaximum } from '../network';
import { cashTaquillaOf, type CashTaquilla } from './cash-taquilla';
import { ownEvidenceCount } from './evidence-repository';
import { cashConfigOf, referenceTaken } from './movement-repository';
import { writeMovement } from './write-movement';

/** What a person records at the taquilla: an income or an outcome (egreso), checked against its cash config. */

export const REFERENCE_CONFLICT: UniqueConflicts = {
  cash_movements_reference_uq: { field: 'reference', message: 'Esa referencia ya fue registrada.' },
};

type MovementInput = Omit<CreateIncome, 'taquilla_id' | 'reference'> & {
  reference?: string | undefined;
  expense_type?: string;
};

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
  const given = [input.exchange_amount, input.exchange_currency, input.exchange_rate].filter(
    (value) => value !== undefined,
  );
  if (given.length > 0 && given.length < 3) {
    throw invalidField('exchange_rate', 'El cambio necesita monto, moneda y tasa.');
  }
  return {
    exchangeAmount: input.exchange_amount ?? null,
    exchangeCurrency: input.exchange_currency ?? null,
    exchangeRate: input.exchange_rate ?? null,
  };
}

/** Records an income or outcome of the caller's taquilla: counted at once, or pending above the approval amount. */
export async function recordMovement(
  ctx: UseCaseContext,
  kind: 'INGRESO' | 'EGRESO',
  input: MovementInput & { taquilla_id?: number | undefined },
  outcomeTypeId: number | null,
): Promise<CashMovement> {
  const taquilla = await cashTaquillaOf(ctx, input.taquilla_id);
  await assertWithinMoneyMaximum(ctx, 'amount', BigInt(input.amount), input.currency);
  if (input.exchange_amount && input.exchange_currency) {
    await assertWithinMoneyMaximum(
      ctx,
      'exchange_amount',
      BigInt(input.exchange_amount),
      input.exchange_currency,
      'El monto del cambio',
    );
  }
  const { pending } = await checkedAgainstConfig(
    ctx,
    taquilla,
    input,
    kind === 'INGRESO' ? 'incomeAbove' : 'outcomeAbove',
  );
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
