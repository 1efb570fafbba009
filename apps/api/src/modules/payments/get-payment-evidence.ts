import type { Db } from '../../db/client';
import type { EvidencePipeline } from '../../lib/evidence';
import { scopeOf } from '../../lib/scope';
import { evidenceKey, findPayment } from './repository';

/**
 * An evidence image of a payment, for whoever may see the payment (its two partners and those
 * above them); served by the evidence pipeline, a 404 otherwise.
 */
export const makeGetPaymentEvidence = (evidence: EvidencePipeline, db: Db) =>
  evidence.serve({
    canSee: async (request, id) => (await findPayment(db, scopeOf(request.principal), id)) !== null,
    imageOf: (id, imageId) => evidenceKey(db, id, imageId),
  });
