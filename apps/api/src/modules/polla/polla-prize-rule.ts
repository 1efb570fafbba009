import { prizeRefusal, type PayingTaquilla } from '../prizes';
import type { LockedTicket } from './ticket-repository';

/** The one prize rule (DOMAIN §5) read on a polla ticket. */
export const refusalOf = (ticket: LockedTicket, taquilla: PayingTaquilla) =>
  prizeRefusal(
    { status: ticket.status, expired: ticket.expired, agencyId: ticket.agency_id, agencyName: ticket.agency_name },
    taquilla,
  );
