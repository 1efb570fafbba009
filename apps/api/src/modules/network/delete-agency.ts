import type { UseCaseContext } from '../../lib/use-case';
import { getAgency } from './get-agency';
import { setPartnerStatus } from './update-partner';

/** The soft delete: the agency becomes INACTIVE; answers it as it is now. */
export async function deleteAgency(ctx: UseCaseContext, id: number) {
  await setPartnerStatus(ctx, { kind: 'AGENCIA', id, status: 'INACTIVE' });
  return getAgency(ctx, id);
}
