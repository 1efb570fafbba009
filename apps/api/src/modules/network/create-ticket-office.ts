import type { UseCaseContext } from '../../lib/use-case';
import { getTicketOffice } from './get-ticket-office';
import { createPartner, type PartnerFields } from './create-partner';

/** Creates a taquilla under a parent of the caller's subtree; answers it as the registry shows it. */
export async function createTicketOffice(ctx: UseCaseContext, fields: PartnerFields) {
  const created = await createPartner(ctx, { kind: 'TAQUILLA', fields });
  return getTicketOffice(ctx, created.id);
}
