import type { CommissionEntry, Currency, PartnerCommissionsResponse } from '@banca/contracts';
import { findPartnerInScope } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { loadCatalogue, type CatalogueIndex } from '../quotas';
import { partnerNotFound } from '../quotas';
import { commissionRowsOf, type StoredCommissionRow } from './repository';

function entryOf(
  catalogue: CatalogueIndex,
  productId: number,
  row: StoredCommissionRow | undefined,
  betTypeId: number | null,
): CommissionEntry {
  const betType = betTypeId === null ? undefined : catalogue.betTypes.get(betTypeId);
  return {
    id: row?.id ?? null,
    product: { id: productId, name: catalogue.products.get(productId)?.name ?? '' },
    bet_type: betTypeId === null ? null : { id: betTypeId, code: betType?.code ?? '', name: betType?.name ?? '' },
    commission_type: row?.commissionType ?? 'VENTA',
    commission_pct: row?.commissionPct ?? null,
    participation_type: row?.participationType ?? 'NINGUNA',
    participation_pct: row?.participationPct ?? null,
    extra_pct: row?.extraPct ?? null,
    max_amount: row?.maxAmount?.toString() ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A partner's commission sheet: every active product (set or not), then its bet-type rows. */
export async function getPartnerCommissions(
  { db, scope }: UseCaseContext,
  partnerId: number,
): Promise<PartnerCommissionsResponse> {
  const partner = await findPartnerInScope(db, scope, partnerId);
  if (!partner) throw partnerNotFound();
  const [catalogue, rows] = await Promise.all([loadCatalogue(db), commissionRowsOf(db, [partner.id])]);
  const productIds = [...new Set([...catalogue.pairList.map((p) => p.productId), ...rows.map((r) => r.productId)])];
  const name = (id: number) => catalogue.products.get(id)?.name ?? '';
  productIds.sort((a, b) => name(a).localeCompare(name(b), 'es'));
  const data = productIds.flatMap((productId) => [
    entryOf(
      catalogue,
      productId,
      rows.find((r) => r.productId === productId && r.betTypeId === null),
      null,
    ),
    ...rows
      .filter((r) => r.productId === productId && r.betTypeId !== null)
      .map((r) => entryOf(catalogue, productId, r, r.betTypeId)),
  ]);
  return {
    partner: { id: partner.id, name: partner.name, kind: partner.kind, currency: partner.currency as Currency },
    data,
  };
}
