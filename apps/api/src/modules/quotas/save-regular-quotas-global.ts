import type { Currency, SaveLimitsResponse, ZSaveRegularQuotasGlobalRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { PartnerRow } from '../../db/schema';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { applyPartnerQuotas, assertQuotasValid, toQuotaChanges } from './apply-quotas';
import * as repo from './repository';
import { prepareQuotaWrite } from './save-regular-quotas';

/** The same cupos for every child of a partner, or every partner of a kind below it. One transaction. */
export async function saveRegularQuotasGlobal(
  ctx: UseCaseContext,
  input: z.output<typeof ZSaveRegularQuotasGlobalRequest>,
): Promise<SaveLimitsResponse> {
  return inTransaction(ctx, async (tx) => {
    const { partner, catalogue, topes } = await prepareQuotaWrite(tx, input.partner_id);
    const changes = toQuotaChanges(input.quotas);
    assertQuotasValid(catalogue, changes, topes, partner.currency as Currency);
    const targets: PartnerRow[] = await repo.globalTargets(tx.db, partner, input.target);
    await repo.lockPartnerLimits(
      tx.db,
      targets.map((target) => target.id),
    );
    let changed = 0;
    for (const target of targets) changed += await applyPartnerQuotas(tx, target, changes, { catalogue });
    return { partners: targets.length, changed_rows: changed };
  });
}
