import { createHash, randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_FIELD, imageUrl, type UploadImageResponse } from '@banca/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../app-error';
import type { Storage } from '../storage/storage';
import { sizeInWords } from '../usage-limits';
import { inTransaction, type UseCaseContext } from '../use-case';
import { insertImage } from './image-repository';
import { sniffImage } from './sniff-image';

export interface StoreImageDeps {
  storage: Storage;
  /** The storage folder; PRIVATE_IMAGE_FOLDER keeps the image out of the public image route. */
  folder?: string;
}

/** Images served only through the record they are evidence of, never by the public image route. */
export const PRIVATE_IMAGE_FOLDER = 'private';

/**
 * Reads the one file of the multipart body, refusing what is not one file within the limit
 * (IMAGE_MAX_BYTES of the configuration, at most the contracts' IMAGE_MAX_BYTES the web checks).
 */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const maxBytes = request.server.config.uploads.imageMaxBytes;
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2 } });
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  if (!part) throw invalidField(IMAGE_UPLOAD_FIELD, 'No se recibió ninguna imagen.');
  if (part.fieldname !== IMAGE_UPLOAD_FIELD)
    throw invalidField(IMAGE_UPLOAD_FIELD, `Envíe la imagen en el campo «${IMAGE_UPLOAD_FIELD}».`);
  try {
    return await part.toBuffer();
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
}

function uploadError(error: unknown, maxBytes: number): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', `La imagen no puede pesar más de ${sizeInWords(maxBytes)}.`, [
      { field: IMAGE_UPLOAD_FIELD, message: `La imagen no puede pesar más de ${sizeInWords(maxBytes)}.` },
    ]);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return invalidField(IMAGE_UPLOAD_FIELD, 'Envíe una sola imagen, sin otros campos.');
  }
  return invalidField(IMAGE_UPLOAD_FIELD, 'Envíe la imagen como multipart/form-data.');
}

/**
 * Stores an uploaded image after checking what it really is (see sniff-image.ts): no accepted
 * type at all is a 415, an SVG that is not safe a 400, both naming the field. The bytes go
 * to the storage first; the row and its audit entry are then written in one transaction, and the
 * bytes are removed again if that fails.
 */
export const makeStoreImage =
  (deps: StoreImageDeps) =>
  async (ctx: UseCaseContext, bytes: Buffer): Promise<UploadImageResponse> => {
    if (bytes.length === 0) throw invalidField(IMAGE_UPLOAD_FIELD, 'El archivo está vacío.');
    const sniffed = sniffImage(bytes);
    if (!sniffed.ok && sniffed.unsupported) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', sniffed.reason, [
        { field: IMAGE_UPLOAD_FIELD, message: sniffed.reason },
      ]);
    }
    if (!sniffed.ok) throw invalidField(IMAGE_UPLOAD_FIELD, sniffed.reason);

    const now = new Date();
    const key = `${deps.folder ?? 'uploads'}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${sniffed.extension}`;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await deps.storage.put(key, bytes, sniffed.contentType);
    try {
      const row = await inTransaction(ctx, async (tx) => {
        const image = await insertImage(tx.db, {
          storageKey: key,
          contentType: sniffed.contentType,
          sizeBytes: bytes.length,
          sha256,
          uploadedBy: tx.actor.userId,
        });
        await tx.audit({
          action: 'CREATE',
          entity: 'image',
          entityId: image.id,
          after: { content_type: image.contentType, size_bytes: image.sizeBytes, sha256 },
        });
        return image;
      });
      return { id: row.id, url: imageUrl(row.id) };
    } catch (error) {
      await deps.storage.delete(key).catch(() => undefined);
      throw error;
    }
  };
