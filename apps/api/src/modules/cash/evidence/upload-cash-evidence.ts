import type { evidencePipeline } from '../../../lib/evidence';

/**
 * An evidence image of an income or outcome, uploaded by the ticket office before the movement
 * names it: the evidence pipeline stores it privately; recording the movement then checks that
 * the caller uploaded every image it names.
 */
export function makeUploadCashEvidence({ evidence }: { evidence: Awaited<ReturnType<typeof evidencePipeline>> }) {
  return evidence.upload;
}
