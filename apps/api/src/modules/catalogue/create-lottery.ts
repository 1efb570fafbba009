import type { Lottery } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { CATALOGUE_CONFLICTS } from './write';
import { type LotteryInput, checkInput, valuesOf } from './lottery-rules';

export async function createLottery(ctx: UseCaseContext, input: LotteryInput): Promise<Lottery> {
  await checkInput(ctx.db, input);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertLottery(tx.db, valuesOf(input));
      const after = (await repo.findLottery(tx.db, id))!;
      await tx.audit({ action: 'CREATE', entity: 'lottery', entityId: id, after });
      return after;
    },
    CATALOGUE_CONFLICTS,
  );
}
