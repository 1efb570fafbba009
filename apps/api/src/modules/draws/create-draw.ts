import type { Draw } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { ensureOccurrences } from './occurrence-repository';
import * as repo from './repository';
import { type DrawInput, DRAW_CONFLICTS, checkInput, valuesOf } from './draw-rules';

export async function createDraw(ctx: UseCaseContext, input: DrawInput): Promise<Draw> {
  await checkInput(ctx.db, input, null);
  return inTransaction(
    ctx,
    async (tx) => {
      const id = await repo.insertDraw(tx.db, valuesOf(input));
      await ensureOccurrences(tx.db); // its today and tomorrow are on sale (and listed) at once
      const after = (await repo.findDraw(tx.db, id))!;
      await tx.audit({ action: 'CREATE', entity: 'draw', entityId: id, after });
      return after;
    },
    DRAW_CONFLICTS,
  );
}
