import type { UseCaseContext } from '../../lib/use-case';
import { partnerView } from './partner-view';
import { setPartnerStatus } from './update-partner';

/** The soft delete: the distributor becomes INACTIVE; answers it as it is now. */
export async function deleteDistributor(ctx: UseCaseContext, id: number) {
  await setPartnerStatus(ctx, { kind: 'DISTRIBUIDOR', id, status: 'INACTIVE' });
  return partnerView(ctx, id);
}
