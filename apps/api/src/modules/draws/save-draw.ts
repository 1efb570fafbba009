import type { Draw, ZCreateDrawRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { duplicateField } from '../../lib/unique-violation';
import { inTransaction, type UniqueConflicts, type UseCaseContext } from '../../lib/use-case';
import { productRowOf } from '../catalogue';
import { ensureOccurrences, refreshPendingOccurrences } from './occurrence-repository';
import * as repo from './repository';

type DrawInput = z.output<typeof ZCreateDrawRequest>;

/** Two admins saving the same time at once: the unique index answers as the pre-check does. */
const DRAW_CONFLICTS: UniqueConflicts = {
  draws_product_time_uq: { field: 'draw_time', message: 'Ya existe un sorteo de este producto a esa hora.' },
};

const drawNotFound = () => notFound('El sorteo no existe.');

/** The product exists (and is ACTIVE when newly chosen); no other draw of it at that time. */
async function checkInput(db: Db, input: DrawInput, current: Draw | null): Promise<void> {
  const product = await productRowOf(db, input.product_id);
  if (!product) throw invalidField('product_id', 'El producto no existe.');
  if (product.status !== 'ACTIVE' && product.id !== current?.product_id)
    throw invalidField('product_id', 'El producto está inactivo.');
  if (await repo.drawAtTime(db, input.product_id, input.draw_time, current?.id)) {
    throw duplicateField('draw_time', `Ya existe un sorteo de «${product.name}» a las ${input.draw_time}.`);
  }
}

const valuesOf = (input: DrawInput): repo.DrawValues => ({
  productId: input.product_id,
  name: input.name,
  drawTime: input.draw_time,
  slot: input.slot,
  displayOrder: input.display_order,
  weekdays: input.weekdays,
  closeMinutes: input.close_minutes,
  status: input.status,
});

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

/** Soft delete: the draw stays for the occurrences and tickets that name it. */
export async function deactivateDraw(ctx: UseCaseContext, id: number): Promise<Draw> {
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
