import type { CashMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { decideTransaction } from './decide-transaction';

/** A superior approves or rejects a pending outcome (egreso). */
export function handleExpense(
  ctx: UseCaseContext,
  input: { expense_id: number; action: 'APPROVE' | 'REJECT'; observation?: string | undefined },
): Promise<CashMovement> {
  return decideTransaction(ctx, 'EGRESO', { ...input, id: input.expense_id });
}
