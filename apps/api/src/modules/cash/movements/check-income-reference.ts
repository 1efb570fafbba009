import type { UseCaseContext } from '../../../lib/use-case';
import { referenceTaken } from '../movement-repository';

/** Whether a reference is still free: the form asks while it is typed. */
export async function checkIncomeReference(
  ctx: UseCaseContext,
  input: { reference: string },
): Promise<{ available: boolean }> {
  return { available: !(await referenceTaken(ctx.db, input.reference)) };
}
