import type {
  Currency,
  SaveLimitsResponse,
  ZSaveRegularQuotasGlobalRequest,
  ZSaveRegularQuotasRequest,
} from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PartnerRow } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import type { Principal } from '../../lib/principal';
import { chainIds, findPartnerInScope } from '../../lib/scoped-partners';
import { scopeOf } from '../../lib/scope';
import { applyPartnerQuotas, assertQuotasValid, toQuotaChanges } from './apply-quotas';
import { loadCatalogue } from './catalogue-index';
import { assertMayEditLimitsOf, partnerNotFound } from './edit-rights';
import * as repo from './repository';

/** The partner in scope whose limits may be written, the catalogue and the banca's topes, locked. */
async function prepare(tx: Db, caller: Principal, partnerId: number) {
  const partner = await findPartnerInScope(tx, scopeOf(caller), partnerId);
  if (!partner) throw partnerNotFound();
  const bancaId = chainIds(partner.path)[0]!;
  await repo.lockTopes(tx, bancaId, 'shared');
  return { partner, catalogue: await loadCatalogue(tx), topes: await repo.topeRows(tx, bancaId) };
}

/** Sets (or removes) a partner's own cupos; none may exceed the banca's tope. One transaction. */
export async function saveRegularQuotas(
  db: Db,
  caller: Principal,
  input: z.output<typeof ZSaveRegularQuotasRequest>,
  actor: AuditActor,
): Promise<SaveLimitsResponse> {
  return db.transaction(async (tx) => {
    const { partner, catalogue, topes } = await prepare(tx, caller, input.partner_id);
    assertMayEditLimitsOf(caller, partner, 'los cupos');
    const changes = toQuotaChanges(input.quotas);
    assertQuotasValid(catalogue, changes, topes, partner.currency as Currency);
    await repo.lockPartnerLimits(tx, [partner.id]);
    const changed = await applyPartnerQuotas(tx, partner, changes, { actor, catalogue });
    return { partners: 1, changed_rows: changed };
  });
}

/** The same cupos for every child of a partner, or every partner of a kind below it. One transaction. */
export async function saveRegularQuotasGlobal(
  db: Db,
  caller: Principal,
  input: z.output<typeof ZSaveRegularQuotasGlobalRequest>,
  actor: AuditActor,
): Promise<SaveLimitsResponse> {
  return db.transaction(async (tx) => {
    const { partner, catalogue, topes } = await prepare(tx, caller, input.partner_id);
    const changes = toQuotaChanges(input.quotas);
    assertQuotasValid(catalogue, changes, topes, partner.currency as Currency);
    const targets: PartnerRow[] = await repo.globalTargets(tx, partner, input.target);
    await repo.lockPartnerLimits(
      tx,
      targets.map((target) => target.id),
    );
    let changed = 0;
    for (const target of targets) changed += await applyPartnerQuotas(tx, target, changes, { actor, catalogue });
    return { partners: targets.length, changed_rows: changed };
  });
}
