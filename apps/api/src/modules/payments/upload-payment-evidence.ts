import type { EvidencePipeline } from '../../lib/evidence';

/**
 * A payment's evidence image (the photo of the transfer), uploaded before the payment is reported
 * or corrected: its id goes in savePayment's image_ids. The upload is the evidence pipeline's.
 */
export const makeUploadPaymentEvidence = (evidence: EvidencePipeline) => evidence.upload;
