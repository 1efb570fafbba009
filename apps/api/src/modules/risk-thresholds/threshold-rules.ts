import { isPercentThreshold, type ZSaveRiskThresholdRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { chainOf } from '../../lib/chain';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './risk-threshold-repository';

export type SaveInput = z.output<typeof ZSaveRiskThresholdRequest>;

export const THRESHOLD_CONFLICTS = {
  risk_thresholds_uq: { field: 'kind', message: 'La banca ya tiene un umbral igual.' },
} as const;

/** The banca the caller works for: its thresholds are the only ones it reads or changes. */
export const bancaOf = (ctx: UseCaseContext): number => chainOf(ctx.principal.partner.path)[0]!;

/** The row's values from the form: a percentage or an amount with its currency, per kind. */
export function valuesOf(input: SaveInput): repo.ThresholdValues {
  const percentKind = isPercentThreshold(input.kind);
  return {
    kind: input.kind,
    percent: percentKind ? (input.percent ?? null) : null,
    amount: percentKind || input.amount == null ? null : BigInt(input.amount),
    currency: percentKind ? null : (input.currency ?? null),
    lotteryId: input.lottery_id ?? null,
    productId: input.product_id ?? null,
    active: input.active,
  };
}

/** What narrows the rule exists. */
export async function checkNarrowing(db: Db, values: repo.ThresholdValues): Promise<void> {
  if (values.lotteryId !== null && !(await repo.lotteryExists(db, values.lotteryId))) {
    throw invalidField('lottery_id', 'La lotería no existe.');
  }
  if (values.productId !== null && !(await repo.productExists(db, values.productId))) {
    throw invalidField('product_id', 'El producto no existe.');
  }
}
