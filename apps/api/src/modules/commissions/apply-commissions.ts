import type { ZCommissionValues } from '@banca/contracts';
import type { z } from 'zod';
import type { PartnerRow } from '../../db/schema';
import { AppError, type FieldError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { pairKey, type CatalogueIndex } from '../quotas';
import type { CommissionChange, CommissionItem, CommissionValues } from './plan-commissions';
import { writeCommission } from './repository';

/** The wire's values as the table keeps them. */
export function toItem(values: z.output<typeof ZCommissionValues>): CommissionItem {
  return {
    productId: values.product_id,
    betTypeId: values.bet_type_id,
    commissionType: values.commission_type,
    commissionPct: values.commission_pct,
    participationType: values.participation_type,
    participationPct: values.participation_pct,
    extraPct: values.extra_pct,
    maxAmount: values.max_amount === null ? null : BigInt(values.max_amount),
  };
}

/** Refuses (422, naming each field) a product that does not exist or a bet type it does not sell. */
export function assertItemsValid(catalogue: CatalogueIndex, items: readonly CommissionItem[], prefix: string): void {
  const problems: FieldError[] = [];
  items.forEach((item, i) => {
    if (!catalogue.products.has(item.productId))
      problems.push({ field: `${prefix}.${i}.product_id`, message: 'El producto no existe.' });
    else if (item.betTypeId !== null && !catalogue.pairs.has(pairKey(item.productId, item.betTypeId))) {
      problems.push({
        field: `${prefix}.${i}.bet_type_id`,
        message: 'El producto no vende este tipo de jugada (o está inactivo).',
      });
    }
  });
  if (problems.length) throw new AppError('UNPROCESSABLE', problems[0]!.message, problems);
}

const auditValues = (values: CommissionValues) => ({
  commission_type: values.commissionType,
  commission_pct: values.commissionPct,
  participation_type: values.participationType,
  participation_pct: values.participationPct,
  extra_pct: values.extraPct,
  max_amount: values.maxAmount,
});

/** Writes the planned changes and audits each, inside the caller's transaction. */
export async function applyCommissionChanges(
  tx: UseCaseContext,
  plan: readonly CommissionChange[],
  partnersById: ReadonlyMap<number, PartnerRow>,
  catalogue: CatalogueIndex,
): Promise<number> {
  for (const change of plan) {
    const id = await writeCommission(tx.db, change);
    const product = catalogue.products.get(change.item.productId)?.name ?? '';
    const betType =
      change.item.betTypeId === null ? 'Todos' : (catalogue.betTypes.get(change.item.betTypeId)?.name ?? '');
    const label = { partner: partnersById.get(change.partnerId)?.name ?? '', producto: product, tipo_jugada: betType };
    await tx.audit({
      action: change.existing ? 'UPDATE' : 'CREATE',
      entity: 'commission',
      entityId: id,
      subjectPartnerId: change.partnerId,
      before: change.existing ? { ...label, ...auditValues(change.existing) } : null,
      after: { ...label, ...auditValues(change.item) },
    });
  }
  return plan.length;
}
