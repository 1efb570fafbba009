import {
  confirmPayment as confirmContract,
  deletePayment as deleteContract,
  exportPayments,
  getPaymentEvidence,
  getPaymentPayee,
  listPayments,
  listPendingPayments,
  listRejectedPayments,
  rejectPayment as rejectContract,
  savePayment as saveContract,
  uploadPaymentEvidence,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { EVIDENCE_UPLOAD_OPTIONS, evidencePipeline } from '../../lib/evidence';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { scopeOf } from '../../lib/scope';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { confirmPayment, deletePayment, rejectPayment } from './decide-payment';
import { paymentFiltersOf } from './payment-filters';
import { paymentsExport } from './payments-export';
import { evidenceKey, findPayment, paymentQueries } from './repository';
import { paymentPayee, savePayment } from './save-payment';

/** /api/v2/admin/administrative/payments/…: reporting, confirming and rejecting payments. */
export async function paymentRoutes(app: FastifyInstance) {
  const db = app.db;
  const evidence = await evidencePipeline(app, db);

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
  registerEndpoint(app, uploadPaymentEvidence, evidence.upload, EVIDENCE_UPLOAD_OPTIONS);
  registerEndpoint(
    app,
    getPaymentEvidence,
    evidence.serve({
      canSee: async (request, id) => (await findPayment(db, scopeOf(request.principal), id)) !== null,
      imageOf: (id, imageId) => evidenceKey(db, id, imageId),
    }),
  );
}
