import type {
  CommissionsGlobalPreviewResponse,
  SaveCommissionsGlobalResponse,
  ZSaveCommissionsGlobalRequest,
} from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuditActor } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { scopeOf } from '../../lib/scope';
import { loadCatalogue } from '../quotas/catalogue-index';
import { partnerNotFound } from '../quotas/edit-rights';
import { globalTargets, lockPartnerLimits } from '../quotas/repository';
import { applyCommissionChanges, assertItemsValid, toItem } from './apply-commissions';
import { assertExpectedMatched, planCommissions } from './plan-commissions';
import { commissionRowsOf } from './repository';

type GlobalInput = z.output<typeof ZSaveCommissionsGlobalRequest>;

/** The partners reached below the chosen one (all strictly below the caller's own partner or in its subtree), and the catalogue. */
async function prepare(tx: Db, caller: Principal, input: GlobalInput) {
  const partner = await findPartnerInScope(tx, scopeOf(caller), input.partner_id);
  if (!partner) throw partnerNotFound();
  const catalogue = await loadCatalogue(tx);
  const items = input.commissions.map(toItem);
  assertItemsValid(catalogue, items, 'commissions');
  const targets = await globalTargets(tx, partner, input.target);
  return { catalogue, items, targets };
}

/** How many rows a global save would change now: what the screen shows and sends back. */
export async function previewCommissionsGlobal(
  db: Db,
  caller: Principal,
  input: GlobalInput,
): Promise<CommissionsGlobalPreviewResponse> {
  const { items, targets } = await prepare(db, caller, input);
  const existing = await commissionRowsOf(
    db,
    targets.map((t) => t.id),
  );
  return {
    partners: targets.length,
    matched_rows: planCommissions(
      targets.map((t) => t.id),
      items,
      existing,
    ).length,
  };
}

/**
 * Applies the commissions to every target partner, but only if the rows that would change are
 * exactly `expected`: counted inside the transaction with the rows locked, so a stale screen
 * (or a concurrent save) makes it change nothing and answer 409 with the real count.
 */
export async function saveCommissionsGlobal(
  db: Db,
  caller: Principal,
  input: GlobalInput,
  expected: number,
  actor: AuditActor,
): Promise<SaveCommissionsGlobalResponse> {
  return db.transaction(async (tx) => {
    const { catalogue, items, targets } = await prepare(tx, caller, input);
    const ids = targets.map((t) => t.id);
    await lockPartnerLimits(tx, ids);
    const existing = await commissionRowsOf(tx, ids, true);
    const plan = planCommissions(ids, items, existing);
    assertExpectedMatched(expected, plan.length);
    const changed = await applyCommissionChanges(tx, plan, new Map(targets.map((t) => [t.id, t])), {
      actor,
      catalogue,
    });
    return { partners: targets.length, changed_rows: changed, matched_rows: plan.length };
  });
}
