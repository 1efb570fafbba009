import {
  confirmPayment as confirmPaymentContract,
  deletePayment as deletePaymentContract,
  exportPayments,
  getPaymentEvidence as getPaymentEvidenceContract,
  getPaymentPayee as getPaymentPayeeContract,
  listPayments as listPaymentsContract,
  listPendingPayments as listPendingPaymentsContract,
  listRejectedPayments as listRejectedPaymentsContract,
  rejectPayment as rejectPaymentContract,
  savePayment as savePaymentContract,
  uploadPaymentEvidence as uploadPaymentEvidenceContract,
} from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { EVIDENCE_UPLOAD_OPTIONS, evidencePipeline } from '../../lib/evidence';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { confirmPayment } from './confirm-payment';
import { deletePayment } from './delete-payment';
import { makeGetPaymentEvidence } from './get-payment-evidence';
import { getPaymentPayee } from './get-payment-payee';
import { listPayments } from './list-payments';
import { listPendingPayments } from './list-pending-payments';
import { listRejectedPayments } from './list-rejected-payments';
import { paymentsExport } from './payments-export';
import { rejectPayment } from './reject-payment';
import { savePayment } from './save-payment';
import { makeUploadPaymentEvidence } from './upload-payment-evidence';

/** /api/v2/admin/administrative/payments/…: reporting, confirming and rejecting payments. */
export async function paymentRoutes(app: FastifyInstance) {
  const db = app.db;
  const evidence = await evidencePipeline(app, db);
  const uploadPaymentEvidence = makeUploadPaymentEvidence(evidence);
  const getPaymentEvidence = makeGetPaymentEvidence(evidence, db);

  registerEndpoint(app, listPaymentsContract, async (request) =>
    listPayments(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, listPendingPaymentsContract, async (request) =>
    listPendingPayments(contextOf(request, db), listInputOf(request)),
  );
  registerEndpoint(app, listRejectedPaymentsContract, async (request) =>
    listRejectedPayments(contextOf(request, db), listInputOf(request)),
  );
  registerExport(app, exportPayments, paymentsExport);
  registerEndpoint(app, getPaymentPayeeContract, async (request) => getPaymentPayee(contextOf(request, db)));
  registerEndpoint(app, savePaymentContract, async (request) => savePayment(contextOf(request, db), request.body));
  registerEndpoint(app, confirmPaymentContract, async (request) =>
    confirmPayment(contextOf(request, db), request.body.payment_id),
  );
  registerEndpoint(app, rejectPaymentContract, async (request) =>
    rejectPayment(contextOf(request, db), request.body.payment_id, request.body.observation),
  );
  registerEndpoint(app, deletePaymentContract, async (request) =>
    deletePayment(contextOf(request, db), request.body.payment_id),
  );
  registerEndpoint(app, uploadPaymentEvidenceContract, uploadPaymentEvidence, EVIDENCE_UPLOAD_OPTIONS);
  registerEndpoint(app, getPaymentEvidenceContract, getPaymentEvidence);
}
