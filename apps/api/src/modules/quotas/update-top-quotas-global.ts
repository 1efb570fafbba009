import type { SaveLimitsResponse, ZUpdateTopQuotasGlobalRequest } from '@banca/contracts';
import type { z } from 'zod';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { keyLabel, loadCatalogue } from './catalogue-index';
import * as repo from './repository';
import type { LimitKey, TopeRow } from './resolve-effective-quota';
import { bancaOf, sameKey, assertNoCupoAbove } from './top-quota-rules';

/** The same product-wide tope for every sold (product, bet type) that matches the filters. */
export async function updateTopQuotasGlobal(
  ctx: UseCaseContext,
  input: z.output<typeof ZUpdateTopQuotasGlobalRequest>,
): Promise<SaveLimitsResponse> {
  const amount = BigInt(input.amount);
  return inTransaction(ctx, async (tx) => {
    const banca = await bancaOf(tx);
    const catalogue = await loadCatalogue(tx.db);
    const keys: LimitKey[] = catalogue.pairList
      .filter(
        (p) =>
          (!input.product_id || p.productId === input.product_id) &&
          (!input.bet_type_id || p.betTypeId === input.bet_type_id),
      )
      .map((p) => ({ ...p, drawId: null }));
    await repo.lockTopes(tx.db, banca.id, 'exclusive');
    const topes = await repo.topeRows(tx.db, banca.id);
    const next: TopeRow[] = [
      ...topes.filter((t) => !keys.some((k) => sameKey(k, t))),
      ...keys.map((k) => ({ ...k, amount })),
    ];
    await assertNoCupoAbove(tx.db, banca, catalogue, next, keys);
    let changed = 0;
    for (const key of keys) {
      const current = topes.find((t) => sameKey(t, key));
      if (current?.amount === amount) continue;
      const id = await repo.upsertTope(tx.db, banca.id, key, amount, current?.id ?? null);
      const label = { banca: banca.name, clave: keyLabel(catalogue, key), currency: banca.currency };
      await tx.audit({
        action: current ? 'UPDATE' : 'CREATE',
        entity: 'top_quota',
        entityId: id,
        subjectPartnerId: banca.id,
        before: current ? { ...label, amount: current.amount } : null,
        after: { ...label, amount },
      });
      changed += 1;
    }
    return { partners: 1, changed_rows: changed };
  });
}
