import type { Currency, SaveLimitsResponse, ZSaveRegularQuotasRequest } from '@banca/contracts';
import type { z } from 'zod';
import { chainIds, findPartnerInScope } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { applyPartnerQuotas, assertQuotasValid, toQuotaChanges } from './apply-quotas';
import { loadCatalogue } from './catalogue-index';
import { assertMayEditLimitsOf, partnerNotFound } from './edit-rights';
import * as repo from './repository';

/** The partner in scope whose limits may be written, the catalogue and the banca's topes, locked. */
export async function prepareQuotaWrite(tx: UseCaseContext, partnerId: number) {
  const partner = await findPartnerInScope(tx.db, tx.scope, partnerId);
  if (!partner) throw partnerNotFound();
  const bancaId = chainIds(partner.path)[0]!;
  await repo.lockTopes(tx.db, bancaId, 'shared');
  return { partner, catalogue: await loadCatalogue(tx.db), topes: await repo.topeRows(tx.db, bancaId) };
}

/** Sets (or removes) a partner's own cupos; none may exceed the banca's tope. One transaction. */
export async function saveRegularQuotas(
  ctx: UseCaseContext,
  input: z.output<typeof ZSaveRegularQuotasRequest>,
): Promise<SaveLimitsResponse> {
  return inTransaction(ctx, async (tx) => {
    const { partner, catalogue, topes } = await prepareQuotaWrite(tx, input.partner_id);
    assertMayEditLimitsOf(tx.principal, partner, 'los cupos');
    const changes = toQuotaChanges(input.quotas);
    assertQuotasValid(catalogue, changes, topes, partner.currency as Currency);
    await repo.lockPartnerLimits(tx.db, [partner.id]);
    const changed = await applyPartnerQuotas(tx, partner, changes, { catalogue });
    return { partners: 1, changed_rows: changed };
  });
}
