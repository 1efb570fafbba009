import type { PaymentPayee } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { activeMethodsOf } from '../payment-methods';
import * as repo from './repository';

/** Who the caller's partner pays (agency config, else its parent) and the methods it receives in. */
export async function getPaymentPayee(ctx: UseCaseContext): Promise<PaymentPayee> {
  const payee = await repo.payeeOf(ctx.db, ctx.principal.partner.id);
  return {
    payee_id: payee?.id ?? null,
    payee_name: payee?.name ?? null,
    currency: ctx.principal.currency as PaymentPayee['currency'],
    methods: payee ? await activeMethodsOf(ctx.db, payee.id) : [],
  };
}
