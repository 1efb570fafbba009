import type { PartnerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';

/**
 * Limits (cupos, commissions) of a partner are set by those above it: a distributor or a
 * supervisor may not raise its own. The banca's administrator sets the banca's own defaults.
 */
export function assertMayEditLimitsOf(caller: Principal, partner: PartnerRow, what: string): void {
  if (partner.id !== caller.partner.id || caller.role === 'ADMIN_BANCA') return;
  const message = `No puede modificar ${what} de su propio asociado: los fija quien está por encima.`;
  throw new AppError('FORBIDDEN', message, [{ field: 'partner_id', message }]);
}

export const partnerNotFound = () =>
  new AppError('NOT_FOUND', 'El asociado no existe.', [{ field: 'partner_id', message: 'El asociado no existe.' }]);
