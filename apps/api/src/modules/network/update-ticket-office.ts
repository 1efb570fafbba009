import type { UseCaseContext } from '../../lib/use-case';
import { getTicketOffice } from './get-ticket-office';
import { updatePartner, type PartnerUpdate } from './update-partner';

/** Changes a taquilla's fields (and status); answers it as it is now. */
export async function updateTicketOffice(ctx: UseCaseContext, { id, changes }: { id: number; changes: PartnerUpdate }) {
  await updatePartner(ctx, { kind: 'TAQUILLA', id, changes });
  return getTicketOffice(ctx, id);
}
