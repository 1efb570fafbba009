import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/app-error';
import { PRIVATE_IMAGE_FOLDER } from '../../lib/evidence';
import type { Storage } from '../../lib/storage/storage';
import type { UseCaseContext } from '../../lib/use-case';
import { findImage } from './repository';

export interface ImageFile {
  contentType: string;
  bytes: Buffer;
}

/**
 * A catalogue image's bytes and type. Evidence (in the private folder) is served only through its
 * record, so here it is not found, as a missing image or missing bytes are (the log says which).
 */
export const makeGetImage =
  (deps: { storage: Storage }) =>
  async (ctx: UseCaseContext, id: number, log: FastifyBaseLogger): Promise<ImageFile> => {
    const found = await findImage(ctx.db, id);
    const image = found?.storageKey.startsWith(`${PRIVATE_IMAGE_FOLDER}/`) ? null : found;
    const bytes = image ? await deps.storage.get(image.storageKey) : null;
    if (!image || !bytes) {
      if (image) log.warn({ image_id: image.id }, 'imagen sin contenido en el almacenamiento');
      throw notFound('La imagen no existe.');
    }
    return { contentType: image.contentType, bytes };
  };
