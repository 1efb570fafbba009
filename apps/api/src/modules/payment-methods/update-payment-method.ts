import type { PartnerPaymentMethod } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { MISSING_PAYMENT_METHOD } from './payment-method-rules';
import { writeOwnMethod } from './write-own-method';

/** One of the caller's own methods, changed; another partner's answers as missing. */
export function updatePaymentMethod(
  ctx: UseCaseContext,
  id: number,
  input: repo.PaymentMethodValues,
): Promise<PartnerPaymentMethod> {
  return writeOwnMethod(ctx, 'UPDATE', async (db, partnerId) => {
    const before = await repo.findOwnMethod(db, partnerId, id, true);
    if (!before) throw notFound(MISSING_PAYMENT_METHOD);
    await repo.updateMethod(db, id, input);
    return { id, before };
  });
}
