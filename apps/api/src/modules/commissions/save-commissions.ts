import type { SaveLimitsResponse, ZSaveCommissionsRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { PartnerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { loadCatalogue } from '../quotas';
import { assertMayEditLimitsOf } from '../quotas';
import { lockPartnerLimits } from '../quotas';
import { applyCommissionChanges, assertItemsValid, toItem } from './apply-commissions';
import { planCommissions } from './plan-commissions';
import { commissionRowsOf } from './repository';

/** The partners of the list, each in the caller's subtree (else 404 on its field) and editable by it. */
async function partnersOf(tx: UseCaseContext, partnerIds: readonly number[]): Promise<Map<number, PartnerRow>> {
  const found = new Map<number, PartnerRow>();
  for (const [i, id] of partnerIds.entries()) {
    if (found.has(id)) continue;
    const partner = await findPartnerInScope(tx.db, tx.scope, id);
    if (!partner)
      throw new AppError('NOT_FOUND', 'El asociado no existe.', [
        { field: `commissions.${i}.partner_id`, message: 'El asociado no existe.' },
      ]);
    assertMayEditLimitsOf(tx.principal, partner, 'las comisiones');
    found.set(id, partner);
  }
  return found;
}

/** Saves a list of commissions (create or change), each partner in scope; one transaction. */
export async function saveCommissions(
  ctx: UseCaseContext,
  input: z.output<typeof ZSaveCommissionsRequest>,
): Promise<SaveLimitsResponse> {
  const keys = input.commissions.map((c) => `${c.partner_id}:${c.product_id}:${c.bet_type_id ?? 0}`);
  const repeated = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (repeated >= 0) {
    const message = 'Este asociado, producto y tipo de jugada está repetido.';
    throw new AppError('UNPROCESSABLE', message, [{ field: `commissions.${repeated}.product_id`, message }]);
  }
  return inTransaction(ctx, async (tx) => {
    const partners = await partnersOf(
      tx,
      input.commissions.map((c) => c.partner_id),
    );
    const catalogue = await loadCatalogue(tx.db);
    assertItemsValid(catalogue, input.commissions.map(toItem), 'commissions');
    await lockPartnerLimits(tx.db, [...partners.keys()]);
    const existing = await commissionRowsOf(tx.db, [...partners.keys()], true);
    const plan = input.commissions.flatMap((c) => planCommissions([c.partner_id], [toItem(c)], existing));
    const changed = await applyCommissionChanges(tx, plan, partners, catalogue);
    return { partners: partners.size, changed_rows: changed };
  });
}
