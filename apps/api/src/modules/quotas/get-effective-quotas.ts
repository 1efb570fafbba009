import type { Currency, EffectiveQuota, EffectiveQuotasResponse } from '@banca/contracts';
import { findPartnerInScope, partnerChain } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { compareKeys, keyRefs, loadCatalogue, pairKey } from './catalogue-index';
import { partnerNotFound } from './edit-rights';
import * as repo from './repository';
import { resolveEffectiveQuota, resolveTope, type LimitKey } from './resolve-effective-quota';

/**
 * The cupos that apply to a partner, one per key: every product and bet type sold (all draws),
 * plus every draw that some partner of its chain sets apart; each with its origin and its tope.
 * An origin above the caller's own partner is not named (origin null, source HEREDADO).
 */
export async function getEffectiveQuotas(
  { db, scope }: UseCaseContext,
  partnerId: number,
): Promise<EffectiveQuotasResponse> {
  const partner = await findPartnerInScope(db, scope, partnerId);
  if (!partner) throw partnerNotFound();
  const chain = await partnerChain(db, partner);
  const ids = chain.map((p) => p.id);
  const [catalogue, rows, topes] = await Promise.all([
    loadCatalogue(db),
    repo.quotaRowsOf(db, ids),
    repo.topeRows(db, ids[0]!),
  ]);

  const keys = new Map<string, LimitKey>();
  const add = (key: LimitKey) => keys.set(`${key.productId}:${key.drawId ?? 0}:${key.betTypeId}`, key);
  for (const pair of catalogue.pairList) add({ ...pair, drawId: null });
  for (const row of rows) {
    if (catalogue.pairs.has(pairKey(row.productId, row.betTypeId)))
      add({ productId: row.productId, drawId: row.drawId, betTypeId: row.betTypeId });
  }

  // Partners above the caller's own are never named to it (ADR 025): "from above your network".
  const visible = chain.filter((p) => p.path.startsWith(scope.path));
  const byId = new Map(visible.map((p) => [p.id, p]));
  const data: EffectiveQuota[] = [...keys.values()].sort(compareKeys(catalogue)).map((key) => {
    const effective = resolveEffectiveQuota(ids, rows, key);
    const origin = effective.originPartnerId === null ? null : (byId.get(effective.originPartnerId) ?? null);
    const own = rows.find(
      (r) =>
        r.partnerId === partner.id &&
        r.productId === key.productId &&
        r.betTypeId === key.betTypeId &&
        r.drawId === key.drawId,
    );
    const tope = resolveTope(topes, key);
    return {
      ...keyRefs(catalogue, key),
      amount: effective.amount?.toString() ?? null,
      source:
        effective.originPartnerId === null
          ? 'SIN_CUPO'
          : effective.originPartnerId === partner.id
            ? 'PROPIO'
            : 'HEREDADO',
      origin: origin && { id: origin.id, name: origin.name, kind: origin.kind },
      origin_draw_specific: effective.drawSpecific,
      own_amount: own?.amount.toString() ?? null,
      tope: tope?.toString() ?? null,
    };
  });
  return {
    partner: { id: partner.id, name: partner.name, kind: partner.kind, currency: partner.currency as Currency },
    data,
  };
}
