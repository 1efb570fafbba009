import type { PartnerPaymentMethod } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { writeOwnMethod } from './write-own-method';

/** A method of the caller's own partner: methods are where that partner receives money. */
export function createPaymentMethod(
  ctx: UseCaseContext,
  input: repo.PaymentMethodValues,
): Promise<PartnerPaymentMethod> {
  return writeOwnMethod(ctx, 'CREATE', async (db, partnerId) => ({
    id: await repo.insertMethod(db, partnerId, input),
  }));
}
