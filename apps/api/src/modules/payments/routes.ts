import {
  confirmPayment as confirmContract,
  deletePayment as deleteContract,
  exportPayments,
  getPaymentEvidence,
  getPaymentPayee,
  IMAGE_MAX_BYTES,
  listPayments,
  listPendingPayments,
  listRejectedPayments,
  rejectPayment as rejectContract,
  savePayment as saveContract,
  uploadPaymentEvidence,
} from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { createDiskStorage } from '../../lib/storage/disk-storage';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { makeUploadImage, PRIVATE_IMAGE_FOLDER, readUpload } from '../images';
import { confirmPayment, deletePayment, rejectPayment } from './decide-payment';
import { paymentFiltersOf } from './payment-filters';
import { paymentsExport } from './payments-export';
import { evidenceKey, findPayment, paymentQueries } from './repository';
import { paymentPayee, savePayment } from './save-payment';

/** /api/v2/admin/administrative/payments/…: reporting, confirming and rejecting payments. */
export async function paymentRoutes(app: FastifyInstance) {
  const db = app.db;
  const storage = createDiskStorage(app.config.uploadsDir);
  const uploadEvidence = makeUploadImage({ storage, folder: PRIVATE_IMAGE_FOLDER });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

  const lists = [
    [listPayments, undefined],
    [listPendingPayments, 'PENDING'],
    [listRejectedPayments, 'REJECTED'],
  ] as const;
  for (const [contract, status] of lists) {
    registerEndpoint(app, contract, async (request) => {
      const { query } = request;
      const queries = paymentQueries(db, scopeOf(request.principal), paymentFiltersOf(query, status));
      return listPage(query, cachedCountOf(request, query), queries.rows, queries.count);
    });
  }
  registerExport(app, exportPayments, paymentsExport);
  registerEndpoint(app, getPaymentPayee, async (request) => paymentPayee(contextOf(request, db)));
  registerEndpoint(app, saveContract, async (request) => savePayment(contextOf(request, db), request.body));
  registerEndpoint(app, confirmContract, async (request) =>
    confirmPayment(contextOf(request, db), request.body.payment_id),
  );
  registerEndpoint(app, rejectContract, async (request) =>
    rejectPayment(contextOf(request, db), request.body.payment_id, request.body.observation),
  );
  registerEndpoint(app, deleteContract, async (request) =>
    deletePayment(contextOf(request, db), request.body.payment_id),
  );
  registerEndpoint(
    app,
    uploadPaymentEvidence,
    async (request) => ({ id: (await uploadEvidence(contextOf(request, db), await readUpload(request))).id }),
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  registerEndpoint(app, getPaymentEvidence, async (request, reply) => {
    const { id, image_id: imageId } = request.params;
    const payment = await findPayment(db, scopeOf(request.principal), id);
    const image = payment ? await evidenceKey(db, id, imageId) : null;
    const bytes = image ? await storage.get(image.storage_key) : null;
    if (!image || !bytes) throw notFound('La imagen no existe.');
    reply
      .header('content-type', image.content_type)
      .header('content-length', bytes.length)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600');
    if (image.content_type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'");
    return reply.send(bytes);
  });
}
