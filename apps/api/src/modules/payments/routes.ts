import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, noInput, registerUseCase } from '../../lib/use-case-endpoint';
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
/** The payment a body names. */
const paymentIdOf = (request: { body: { payment_id: number } }) => request.body.payment_id;

export async function paymentRoutes(app: FastifyInstance) {
  const db = app.db;
  const evidence = await evidencePipeline(app, db);
  const uploadPaymentEvidence = makeUploadPaymentEvidence(evidence);
  const getPaymentEvidence = makeGetPaymentEvidence(evidence, db);

  registerUseCase(app, contracts.listPayments, listPayments, listInputOf);
  registerUseCase(app, contracts.listPendingPayments, listPendingPayments, listInputOf);
  registerUseCase(app, contracts.listRejectedPayments, listRejectedPayments, listInputOf);
  registerExport(app, contracts.exportPayments, paymentsExport);
  registerUseCase(app, contracts.getPaymentPayee, getPaymentPayee, noInput);
  registerUseCase(app, contracts.savePayment, savePayment, bodyOf);
  registerUseCase(app, contracts.confirmPayment, confirmPayment, paymentIdOf);
  registerEndpoint(app, contracts.rejectPayment, async (request) =>
    rejectPayment(contextOf(request, db), request.body.payment_id, request.body.observation),
  );
  registerUseCase(app, contracts.deletePayment, deletePayment, paymentIdOf);
  registerEndpoint(app, contracts.uploadPaymentEvidence, uploadPaymentEvidence, EVIDENCE_UPLOAD_OPTIONS);
  registerEndpoint(app, contracts.getPaymentEvidence, getPaymentEvidence);
}
