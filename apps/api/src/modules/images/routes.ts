import * as contracts from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/evidence';
import { createDiskStorage } from '../../lib/storage/disk-storage';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { ensureDemoImages } from './ensure-demo-images';
import { makeGetImage } from './get-image';
import { makeUploadImage } from './upload-image';

/** An SVG opened on its own runs nothing and loads nothing (it has been vetted too). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export async function imageRoutes(app: FastifyInstance) {
  const { db } = app;
  const storage = createDiskStorage(app.config.uploadsDir);
  const uploadImage = makeUploadImage({ storage });
  const getImage = makeGetImage({ storage });
  // Scoped to this module: only the upload reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: contracts.IMAGE_MAX_BYTES, files: 1 } });
  const written = await ensureDemoImages(db, storage);
  if (written > 0) app.log.info({ written }, 'imágenes de demostración escritas en el almacenamiento');

  registerEndpoint(
    app,
    contracts.uploadImage,
    async (request) => uploadImage(contextOf(request, db), await readUpload(request)),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );

  registerEndpoint(app, contracts.getImage, async (request, reply) => {
    const image = await getImage(contextOf(request, db), request.params.id, request.log);
    reply
      .header('content-type', image.contentType)
      .header('content-length', image.bytes.length)
      .header('x-content-type-options', 'nosniff')
      // An id always names the same bytes.
      .header('cache-control', 'private, max-age=31536000, immutable');
    if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    return reply.send(image.bytes);
  });
}
