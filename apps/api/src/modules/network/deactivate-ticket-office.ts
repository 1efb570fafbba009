import type { UseCaseContext } from '../../lib/use-case';
import { setPartnerStatus } from './update-partner';

/** The taquilla stops selling. */
export function deactivateTicketOffice(ctx: UseCaseContext, id: number) {
  return setPartnerStatus(ctx, { kind: 'TAQUILLA', id, status: 'INACTIVE' });
}
