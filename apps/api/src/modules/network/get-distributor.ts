import type { UseCaseContext } from '../../lib/use-case';
import { partnerView } from './partner-view';

/** One distributor of the caller's subtree. */
export function getDistributor(ctx: UseCaseContext, id: number) {
  return partnerView(ctx, id, 'DISTRIBUIDOR');
}
