import type { SalesTarget } from '@banca/contracts';
import { invalidField, notFound } from '../../lib/app-error';
import type { Scope } from '../../lib/scope';

export const TARGET_CONFLICTS = {
  sales_targets_period_uq: { field: 'date_from', message: 'El asociado ya tiene una meta para ese mismo período.' },
} as const;

export const targetNotFound = () => notFound('La meta no existe.');

/** One sets the targets of the partners below one, never one's own. */
export function assertNotOwnPartner(scope: Scope, partnerId: number): void {
  if (partnerId === scope.partnerId) {
    throw invalidField('partner_id', 'Elija un asociado de su red: no puede fijarse una meta a sí mismo.');
  }
}

/** A target the caller may change: in its subtree and on a partner below it (its own is set from above). */
export function changeable(scope: Scope, target: SalesTarget | null): SalesTarget {
  if (!target || target.partner_id === scope.partnerId) throw targetNotFound();
  return target;
}
