import type { Lottery } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';
import { lotteryNotFound } from './lottery-rules';

/** Soft delete: the lottery stays (its products' tickets name it), marked INACTIVE. */
export async function deleteLottery(ctx: UseCaseContext, id: number): Promise<Lottery> {
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findLottery(tx.db, id);
      if (!before) throw lotteryNotFound();
      if (before.status === 'INACTIVE') return before;
      await repo.updateLotteryRow(tx.db, id, { status: 'INACTIVE' });
      const after = (await repo.findLottery(tx.db, id))!;
      await tx.audit({ action: 'DEACTIVATE', entity: 'lottery', entityId: id, before, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
