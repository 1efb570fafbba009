import type { Draw, ZCreateDrawRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { duplicateField } from '../../lib/unique-violation';
import { productRowOf } from '../catalogue/product-repository';
import { catalogueTransaction } from '../catalogue/write';
import * as repo from './repository';
import { ensureOccurrences, refreshPendingOccurrences } from '../sales/occurrence-repository';

type DrawInput = z.output<typeof ZCreateDrawRequest>;

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

export async function createDraw(db: Db, input: DrawInput, actor: AuditActor): Promise<Draw> {
  await checkInput(db, input, null);
  return catalogueTransaction(db, async (tx) => {
    const id = await repo.insertDraw(tx, valuesOf(input));
    await ensureOccurrences(tx); // its today and tomorrow are on sale (and listed) at once
    const after = (await repo.findDraw(tx, id))!;
    await recordAudit(tx, actor, { action: 'CREATE', entity: 'draw', entityId: id, after });
    return after;
  });
}

export async function updateDraw(db: Db, id: number, input: DrawInput, actor: AuditActor): Promise<Draw> {
  const current = await repo.findDraw(db, id);
  if (!current) throw drawNotFound();
  await checkInput(db, input, current);
  return catalogueTransaction(db, async (tx) => {
    const before = await repo.findDraw(tx, id);
    if (!before) throw drawNotFound();
    await repo.updateDrawRow(tx, id, valuesOf(input));
    // Occurrences still to come keep step with the draw's new time and close minutes; a day
    // or a status it gains has its occurrences at once.
    await refreshPendingOccurrences(tx, id);
    await ensureOccurrences(tx);
    const after = (await repo.findDraw(tx, id))!;
    await recordAudit(tx, actor, { action: 'UPDATE', entity: 'draw', entityId: id, before, after });
    return after;
  });
}

/** Soft delete: the draw stays for the occurrences and tickets that name it. */
export async function deactivateDraw(db: Db, id: number, actor: AuditActor): Promise<Draw> {
  return catalogueTransaction(db, async (tx) => {
    const before = await repo.findDraw(tx, id);
    if (!before) throw drawNotFound();
    if (before.status === 'INACTIVE') return before;
    await repo.updateDrawRow(tx, id, { status: 'INACTIVE' });
    const after = (await repo.findDraw(tx, id))!;
    await recordAudit(tx, actor, { action: 'DEACTIVATE', entity: 'draw', entityId: id, before, after });
    return after;
  });
}
