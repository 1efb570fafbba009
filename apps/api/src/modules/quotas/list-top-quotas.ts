import type { Currency, TopQuotasResponse } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { compareKeys, loadCatalogue } from './catalogue-index';
import * as repo from './repository';
import type { LimitKey } from './resolve-effective-quota';
import { bancaOf, sameKey, toTopQuota } from './top-quota-rules';

/** Every (product, bet type) sold, with its product-wide tope or none, plus the draw-specific topes. */
export async function listTopQuotas(ctx: UseCaseContext): Promise<TopQuotasResponse> {
  const { db } = ctx;
  const banca = await bancaOf(ctx);
  const [catalogue, topes] = await Promise.all([loadCatalogue(db), repo.topeRows(db, banca.id)]);
  const keys: LimitKey[] = catalogue.pairList.map((pair) => ({ ...pair, drawId: null }));
  for (const tope of topes) if (!keys.some((key) => sameKey(key, tope))) keys.push(tope);
  const data = keys.sort(compareKeys(catalogue)).map((key) =>
    toTopQuota(
      catalogue,
      key,
      topes.find((t) => sameKey(t, key)),
    ),
  );
  return { banca: { id: banca.id, name: banca.name, kind: banca.kind, currency: banca.currency as Currency }, data };
}
