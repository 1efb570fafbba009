import type { Rate, ZSaveRateRequest } from '@banca/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import * as repo from './repository';

type RateInput = z.output<typeof ZSaveRateRequest>;

/**
 * Records a partner's rate of a day (its own by default; a seller only its taquilla's): a second
 * save of the same day and type replaces it, and the audit keeps what it was.
 */
export async function saveRate(ctx: UseCaseContext, input: RateInput): Promise<Rate> {
  const own = ctx.principal.partner.id;
  if (input.partner_id && input.partner_id !== own && ctx.principal.role === 'VEND_TAQUILLA') {
    throw notFound('El asociado no existe.');
  }
  const partner = await partnerInScopeOr404(ctx.db, ctx.scope, input.partner_id ?? own);
  if (partner.currency === 'USD')
    throw new AppError('UNPROCESSABLE', `${partner.name} trabaja en dólares: no lleva tasa.`);
  if (!(await repo.rateTypeExists(ctx.db, input.rate_type_id)))
    throw invalidField('rate_type_id', 'El tipo de tasa no existe.');
  const today = await businessToday(ctx);
  const day = input.business_date ?? today;
  if (day > today) throw invalidField('business_date', 'La fecha no puede ser futura.');
  return inTransaction(ctx, async (tx) => {
    const before = await repo.findRate(tx.db, partner.id, input.rate_type_id, day, true);
    await repo.upsertRate(tx.db, {
      partnerId: partner.id,
      rateTypeId: input.rate_type_id,
      day,
      currency: partner.currency,
      rate: input.rate,
      userId: ctx.principal.id,
    });
    const after = (await repo.findRate(tx.db, partner.id, input.rate_type_id, day))!;
    await tx.audit({
      action: before ? 'UPDATE' : 'CREATE',
      entity: 'rate',
      entityId: after.id,
      subjectPartnerId: partner.id,
      before,
      after,
    });
    return after;
  });
}
