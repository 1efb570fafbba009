import type { UseCaseContext } from '../../lib/use-case';
import { setPartnerStatus } from './update-partner';

/** The taquilla may sell again. */
export function activateTicketOffice(ctx: UseCaseContext, id: number) {
  return setPartnerStatus(ctx, { kind: 'TAQUILLA', id, status: 'ACTIVE' });
}
