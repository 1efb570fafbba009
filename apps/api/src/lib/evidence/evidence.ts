import { IMAGE_MAX_BYTES } from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { EndpointOptions } from '../../plugins/endpoint';
import { notFound } from '../app-error';
import type { Principal } from '../principal';
import { createDiskStorage } from '../storage/disk-storage';
import { contextOf, type AuthenticatedRequest } from '../use-case';
import { extensionOf } from './sniff-image';
import { makeStoreImage, PRIVATE_IMAGE_FOLDER, readUpload } from './upload-image';

/** An evidence image as its record's repository finds it. */
export interface StoredEvidence {
  readonly storage_key: string;
  readonly content_type: string;
}

/**
 * Who may read a record's evidence, and which images are its evidence. The rule is the record's
 * own (a payment: its two partners and those above them; a movement: its taquilla's chain).
 */
export interface EvidenceOwner {
  /** Whether the caller may see the record: the same question its own detail answers. */
  canSee(request: AuthenticatedRequest, recordId: number): Promise<boolean>;
  /** The image when it is evidence of that record, otherwise null. */
  imageOf(recordId: number, imageId: number): Promise<StoredEvidence | null>;
}

type EvidenceRequest = FastifyRequest<{ Params: { id: number; image_id: number } }> & { principal: Principal };

/**
 * An evidence image goes out as an image and nothing else: its type as sniffed at the upload,
 * never guessed again (nosniff), shown inline under a name made of its id (never the uploader's),
 * run nowhere if opened on its own (a CSP of nothing, sandboxed), kept only by the caller's own
 * browser, for an hour.
 */
export const EVIDENCE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=3600',
} as const;

/** `evidencia-<id>.<ext>`: a name a browser saves the image under, with nothing of the upload in it. */
export const evidenceFileName = (imageId: number, contentType: string) =>
  `evidencia-${imageId}.${extensionOf(contentType)}`;

export function sendEvidence(reply: FastifyReply, imageId: number, image: StoredEvidence, bytes: Buffer) {
  return reply
    .headers(EVIDENCE_HEADERS)
    .header('content-type', image.content_type)
    .header('content-length', bytes.length)
    .header('content-disposition', `inline; filename="${evidenceFileName(imageId, image.content_type)}"`)
    .send(bytes);
}

/** The upload's limit per caller: a form attaches a few images, not hundreds. */
export const EVIDENCE_UPLOAD_OPTIONS: EndpointOptions = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * THE evidence pipeline of a module's routes: it reads multipart bodies in that module's scope
 * and gives the two handlers its upload and serving contracts are registered with.
 * - `upload`: one file in the `file` field, at most IMAGE_MAX_BYTES (413), an image by its bytes
 *   (415 otherwise; an unsafe SVG is a 400), stored in the private folder the public image route
 *   never serves, with its row and audit entry; answers its id.
 * - `serve(owner)`: the image, when the caller may see the record and the image is its evidence;
 *   a 404 otherwise, the same whether the record, the image or its bytes are missing.
 */
export async function evidencePipeline(app: FastifyInstance, db: Db) {
  const storage = createDiskStorage(app.config.uploadsDir);
  const storeImage = makeStoreImage({ storage, folder: PRIVATE_IMAGE_FOLDER });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

  return {
    upload: async (request: AuthenticatedRequest) => ({
      id: (await storeImage(contextOf(request, db), await readUpload(request))).id,
    }),
    serve:
      (owner: EvidenceOwner) =>
      async (request: EvidenceRequest, reply: FastifyReply): Promise<FastifyReply> => {
        const { id, image_id: imageId } = request.params;
        const image = (await owner.canSee(request, id)) ? await owner.imageOf(id, imageId) : null;
        const bytes = image ? await storage.get(image.storage_key) : null;
        if (!image || !bytes) {
          if (image) request.log.warn({ image_id: imageId }, 'imagen de soporte sin contenido en el almacenamiento');
          throw notFound('La imagen no existe.');
        }
        return sendEvidence(reply, imageId, image, bytes);
      },
  };
}

/** The two handlers of a module's evidence: its upload and its serving (see evidencePipeline). */
export type EvidencePipeline = Awaited<ReturnType<typeof evidencePipeline>>;
