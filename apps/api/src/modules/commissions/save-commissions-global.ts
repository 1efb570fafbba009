import type { SaveCommissionsGlobalResponse, ZSaveCommissionsGlobalRequest } from '@banca/contracts';
import type { z } from 'zod';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { loadCatalogue } from '../quotas';
import { partnerNotFound } from '../quotas';
import { globalTargets, lockPartnerLimits } from '../quotas';
import { applyCommissionChanges, assertItemsValid, toItem } from './apply-commissions';
import { assertExpectedMatched, planCommissions } from './plan-commissions';
import { commissionRowsOf } from './repository';

export type GlobalInput = z.output<typeof ZSaveCommissionsGlobalRequest>;

/** The partners reached below the chosen one (all strictly below the caller's own partner or in its subtree), and the catalogue. */
export async function prepareGlobalCommissions(ctx: UseCaseContext, input: GlobalInput) {
  const partner = await findPartnerInScope(ctx.db, ctx.scope, input.partner_id);
  if (!partner) throw partnerNotFound();
  const catalogue = await loadCatalogue(ctx.db);
  const items = input.commissions.map(toItem);
  assertItemsValid(catalogue, items, 'commissions');
  const targets = await globalTargets(ctx.db, partner, input.target);
  return { catalogue, items, targets };
}

/**
 * Applies the commissions to every target partner, but only if the rows that would change are
 * exactly `expected`: counted inside the transaction with the rows locked, so a stale screen
 * (or a concurrent save) makes it change nothing and answer 409 with the real count.
 */
export async function saveCommissionsGlobal(
  ctx: UseCaseContext,
  { expected, ...input }: GlobalInput & { expected: number },
): Promise<SaveCommissionsGlobalResponse> {
  return inTransaction(ctx, async (tx) => {
    const { catalogue, items, targets } = await prepareGlobalCommissions(tx, input);
    const ids = targets.map((t) => t.id);
    await lockPartnerLimits(tx.db, ids);
    const existing = await commissionRowsOf(tx.db, ids, true);
    const plan = planCommissions(ids, items, existing);
    assertExpectedMatched(expected, plan.length);
    const changed = await applyCommissionChanges(tx, plan, new Map(targets.map((t) => [t.id, t])), catalogue);
    return { partners: targets.length, changed_rows: changed, matched_rows: plan.length };
  });
}
