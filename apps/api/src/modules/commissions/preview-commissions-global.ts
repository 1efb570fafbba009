import type { CommissionsGlobalPreviewResponse } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { planCommissions } from './plan-commissions';
import { commissionRowsOf } from './repository';
import { type GlobalInput, prepareGlobalCommissions } from './save-commissions-global';

/** How many rows a global save would change now: what the screen shows and sends back. */
export async function previewCommissionsGlobal(
  ctx: UseCaseContext,
  input: GlobalInput,
): Promise<CommissionsGlobalPreviewResponse> {
  const { items, targets } = await prepareGlobalCommissions(ctx, input);
  const existing = await commissionRowsOf(
    ctx.db,
    targets.map((t) => t.id),
  );
  return {
    partners: targets.length,
    matched_rows: planCommissions(
      targets.map((t) => t.id),
      items,
      existing,
    ).length,
  };
}
