import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UniqueConflicts } from '../../lib/use-case';
import { existingImageIds } from '../images';

/**
 * Which field each unique index of the catalogue protects, and what to tell the user: two admins
 * saving the same name at once get the same 409 the pre-check gives.
 */
export const CATALOGUE_CONFLICTS: UniqueConflicts = {
  lotteries_name_uq: { field: 'name', message: 'Ya existe una lotería con ese nombre.' },
  product_categories_name_uq: { field: 'name', message: 'Ya existe una categoría con ese nombre.' },
  products_name_uq: { field: 'name', message: 'Ya existe un producto con ese nombre.' },
  draws_product_time_uq: { field: 'draw_time', message: 'Ya existe un sorteo de este producto a esa hora.' },
};

/** Every referenced image exists; otherwise a 400 on the first field that names a missing one. */
export async function assertImagesExist(db: Db, references: { field: string; id: number | null }[]): Promise<void> {
  const wanted = references.filter((ref): ref is { field: string; id: number } => ref.id !== null);
  const found = await existingImageIds(
    db,
    wanted.map((ref) => ref.id),
  );
  const missing = wanted.filter((ref) => !found.has(ref.id));
  if (missing.length) {
    throw new AppError(
      'VALIDATION_ERROR',
      undefined,
      missing.map((ref) => ({ field: ref.field, message: 'La imagen no existe. Súbala de nuevo.' })),
    );
  }
}
