import type { ErrorCode } from '@banca/contracts';
import type { PayingTaquilla, PrizeTicket } from './repository';

export interface PrizeRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Why this taquilla may not pay this ticket's prize now (null when it may): the ticket must be
 * PREMIADO and unexpired, and the taquilla one of the ticket's agency — or of its banca when the
 * banca pays prizes anywhere.
 */
export function prizeRefusal(
  ticket: Pick<PrizeTicket, 'status' | 'expired' | 'agencyId' | 'agencyName'>,
  taquilla: Pick<PayingTaquilla, 'agencyId' | 'payAnywhere'>,
): PrizeRefusal | null {
  switch (ticket.status) {
    case 'PAGADO':
      return { code: 'PRIZE_ALREADY_PAID', message: 'El premio de este ticket ya fue pagado.' };
    case 'ANULADO':
      return { code: 'UNPROCESSABLE', message: 'El ticket está anulado: no tiene premio.' };
    case 'ACTIVO':
      return { code: 'UNPROCESSABLE', message: 'El ticket aún tiene sorteos sin premiar.' };
    case 'PERDEDOR':
      return { code: 'UNPROCESSABLE', message: 'El ticket no tiene premio.' };
    default:
      break;
  }
  if (ticket.status !== 'PREMIADO' || ticket.expired) {
    return { code: 'PRIZE_EXPIRED', message: 'El premio de este ticket está vencido.' };
  }
  if (ticket.agencyId !== taquilla.agencyId && !taquilla.payAnywhere) {
    return {
      code: 'UNPROCESSABLE',
      message: `Este premio se paga solo en las taquillas de la agencia «${ticket.agencyName}».`,
    };
  }
  return null;
}
