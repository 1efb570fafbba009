import type { CashMovement, CreateOutcome } from '@banca/contracts';
import { invalidField } from '../../../lib/app-error';
import type { UseCaseContext } from '../../../lib/use-case';
import { outcomeTypeByCode } from '../movement-repository';
import { recordMovement } from '../record-movement';

/**
 * An outcome (egreso) of the taquilla, of a type a person may choose (not one the product writes):
 * counted at once, or pending when it is above the amount that needs approval.
 */
export async function createOutcome(ctx: UseCaseContext, input: CreateOutcome): Promise<CashMovement> {
  const type = await outcomeTypeByCode(ctx.db, input.expense_type);
  if (!type) throw invalidField('expense_type', 'El tipo de egreso no existe.');
  if (type.system) throw invalidField('expense_type', `Los egresos «${type.name}» los registra el sistema.`);
  return recordMovement(ctx, 'EGRESO', input, type.id);
}
