import type { UseCaseContext } from '../../lib/use-case';
import { partnerView } from './partner-view';
import { createPartner, type PartnerFields } from './create-partner';

/** Creates a distributor under a parent of the caller's subtree; answers it as the registry shows it. */
export async function createDistributor(ctx: UseCaseContext, fields: PartnerFields) {
  const created = await createPartner(ctx, { kind: 'DISTRIBUIDOR', fields });
  return partnerView(ctx, created.id);
}
