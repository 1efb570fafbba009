import type { UseCaseContext } from '../../lib/use-case';
import { getAgency } from './get-agency';
import { updatePartner, type PartnerUpdate } from './update-partner';

/** Changes an agency's fields (and status); answers it as it is now. */
export async function updateAgency(ctx: UseCaseContext, { id, changes }: { id: number; changes: PartnerUpdate }) {
  await updatePartner(ctx, { kind: 'AGENCIA', id, changes });
  return getAgency(ctx, id);
}
