import type { Lottery } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';
import { type LotteryInput, lotteryNotFound, checkInput, valuesOf } from './lottery-rules';

export async function updateLottery(
  ctx: UseCaseContext,
  { id, ...input }: LotteryInput & { id: number },
): Promise<Lottery> {
  if (!(await repo.findLottery(ctx.db, id))) throw lotteryNotFound();
  await checkInput(ctx.db, input, id);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findLottery(tx.db, id);
      if (!before) throw lotteryNotFound();
      await repo.updateLotteryRow(tx.db, id, valuesOf(input));
      const after = (await repo.findLottery(tx.db, id))!;
      await tx.audit({ action: 'UPDATE', entity: 'lottery', entityId: id, before, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
