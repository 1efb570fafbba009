import type { CashMovement } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { decideTransaction } from './decide-transaction';

/** A superior approves or rejects a pending income. */
export function handleIncome(
  ctx: UseCaseContext,
  input: { income_id: number; action: 'APPROVE' | 'REJECT'; observation?: string | undefined },
): Promise<CashMovement> {
  return decideTransaction(ctx, 'INGRESO', { ...input, id: input.income_id });
}
