import type { UseCaseContext } from '../../lib/use-case';
import { partnerView } from './partner-view';
import { updatePartner, type PartnerUpdate } from './update-partner';

/** Changes a distributor's fields (and status); answers it as it is now. */
export async function updateDistributor(ctx: UseCaseContext, { id, changes }: { id: number; changes: PartnerUpdate }) {
  await updatePartner(ctx, { kind: 'DISTRIBUIDOR', id, changes });
  return partnerView(ctx, id);
}
