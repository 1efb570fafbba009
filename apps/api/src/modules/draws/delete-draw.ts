import type { Draw } from '@banca/contracts';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { drawNotFound } from './draw-rules';

/** Soft delete: the draw stays for the occurrences and tickets that name it. */
export async function deleteDraw(ctx: UseCaseContext, id: number): Promise<Draw> {
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findDraw(tx.db, id);
    if (!before) throw drawNotFound();
    if (before.status === 'INACTIVE') return before;
    await repo.updateDrawRow(tx.db, id, { status: 'INACTIVE' });
    const after = (await repo.findDraw(tx.db, id))!;
    await tx.audit({ action: 'DEACTIVATE', entity: 'draw', entityId: id, before, after });
    return after;
  });
}
