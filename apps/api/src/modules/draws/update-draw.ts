import type { Draw } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { ensureOccurrences, refreshPendingOccurrences } from './occurrence-repository';
import * as repo from './repository';
import { type DrawInput, DRAW_CONFLICTS, drawNotFound, checkInput, valuesOf } from './draw-rules';

export async function updateDraw(ctx: UseCaseContext, { id, draw }: { id: number; draw: DrawInput }): Promise<Draw> {
  const current = await repo.findDraw(ctx.db, id);
  if (!current) throw drawNotFound();
  await checkInput(ctx.db, draw, current);
  return inTransaction(
    ctx,
    async (tx) => {
      const before = await repo.findDraw(tx.db, id);
      if (!before) throw drawNotFound();
      await repo.updateDrawRow(tx.db, id, valuesOf(draw));
      // Occurrences still to come keep step with the draw's new time and close minutes; a day
      // or a status it gains has its occurrences at once.
      await refreshPendingOccurrences(tx.db, id);
      await ensureOccurrences(tx.db);
      const after = (await repo.findDraw(tx.db, id))!;
      await tx.audit({ action: 'UPDATE', entity: 'draw', entityId: id, before, after });
      return after;
    },
    DRAW_CONFLICTS,
  );
}
