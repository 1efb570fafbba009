import type { Db } from '../../../db/client';
import type { evidencePipeline } from '../../../lib/evidence';
import { scopeOf } from '../../../lib/scope';
import { evidenceOf } from '../evidence-repository';
import { findMovement } from '../movement-repository';

/**
 * An evidence image of a movement, served by the evidence pipeline: only to who may see the
 * movement (its taquilla's chain), and only an image that is that movement's evidence.
 */
export function makeGetCashEvidence({
  db,
  evidence,
}: {
  db: Db;
  evidence: Awaited<ReturnType<typeof evidencePipeline>>;
}) {
  return evidence.serve({
    canSee: async (request, id) => (await findMovement(db, scopeOf(request.principal), id)) !== null,
    imageOf: (id, imageId) => evidenceOf(db, id, imageId),
  });
}
