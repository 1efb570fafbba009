import type { Draw, ZCreateDrawRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { duplicateField } from '../../lib/unique-violation';
import type { UniqueConflicts } from '../../lib/use-case';
import { productRowOf } from '../catalogue';
import * as repo from './repository';

export type DrawInput = z.output<typeof ZCreateDrawRequest>;

/** Two admins saving the same time at once: the unique index answers as the pre-check does. */
export const DRAW_CONFLICTS: UniqueConflicts = {
  draws_product_time_uq: { field: 'draw_time', message: 'Ya existe un sorteo de este producto a esa hora.' },
};

export const drawNotFound = () => notFound('El sorteo no existe.');

/** The product exists (and is ACTIVE when newly chosen); no other draw of it at that time. */
export async function checkInput(db: Db, input: DrawInput, current: Draw | null): Promise<void> {
  const product = await productRowOf(db, input.product_id);
  if (!product) throw invalidField('product_id', 'El producto no existe.');
  if (product.status !== 'ACTIVE' && product.id !== current?.product_id)
    throw invalidField('product_id', 'El producto está inactivo.');
  if (await repo.drawAtTime(db, input.product_id, input.draw_time, current?.id)) {
    throw duplicateField('draw_time', `Ya existe un sorteo de «${product.name}» a las ${input.draw_time}.`);
  }
}

export const valuesOf = (input: DrawInput): repo.DrawValues => ({
  productId: input.product_id,
  name: input.name,
  drawTime: input.draw_time,
  slot: input.slot,
  displayOrder: input.display_order,
  weekdays: input.weekdays,
  closeMinutes: input.close_minutes,
  status: input.status,
});
