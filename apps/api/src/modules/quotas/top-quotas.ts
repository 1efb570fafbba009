import type {
  Currency,
  SaveLimitsResponse,
  TopQuota,
  TopQuotasResponse,
  ZUpdateTopQuotaRequest,
  ZUpdateTopQuotasGlobalRequest,
} from '@banca/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PartnerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { chainIds, partnerById } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { compareKeys, keyLabel, keyProblems, keyRefs, loadCatalogue, type CatalogueIndex } from './catalogue-index';
import { formatMinor } from '../../lib/money-text';
import * as repo from './repository';
import { cupoCeiling, cuposAboveTopes, type LimitKey, type TopeRow } from './resolve-effective-quota';

/** The caller's banca (the root of its chain). */
async function bancaOf({ db, scope }: UseCaseContext): Promise<PartnerRow> {
  return (await partnerById(db, chainIds(scope.path)[0]!))!;
}

const sameKey = (a: LimitKey, b: LimitKey) =>
  a.productId === b.productId && a.drawId === b.drawId && a.betTypeId === b.betTypeId;

function toTopQuota(catalogue: CatalogueIndex, key: LimitKey, row: repo.StoredTope | undefined): TopQuota {
  return {
    id: row?.id ?? null,
    ...keyRefs(catalogue, key),
    amount: row?.amount.toString() ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

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

/** Refuses new topes that would leave existing cupos above them, listing those cupos. */
async function assertNoCupoAbove(
  tx: Db,
  banca: PartnerRow,
  catalogue: CatalogueIndex,
  topes: TopeRow[],
  pairs: LimitKey[],
) {
  const cupos = await repo.cuposUnderBanca(tx, banca, pairs);
  const above = cuposAboveTopes(cupos, topes);
  if (!above.length) return;
  const currency = banca.currency as Currency;
  const fields = above.slice(0, 20).map((cupo) => ({
    field: 'amount',
    message: `${cupo.partnerName} · ${keyLabel(catalogue, cupo)}: cupo ${formatMinor(cupo.amount, currency)} > tope ${formatMinor(cupoCeiling(topes, cupo)!, currency)}`,
  }));
  const more = above.length > 20 ? ` (se muestran 20)` : '';
  throw new AppError(
    'UNPROCESSABLE',
    `No se puede bajar el tope: ${above.length} cupo(s) lo superarían${more}. Bájelos primero.`,
    fields,
  );
}

/** Sets or removes one tope; never below an existing cupo (refused, listing the cupos). */
export async function updateTopQuota(
  ctx: UseCaseContext,
  input: z.output<typeof ZUpdateTopQuotaRequest>,
): Promise<TopQuota> {
  const key = { productId: input.product_id, drawId: input.draw_id, betTypeId: input.bet_type_id };
  const amount = input.amount === null ? null : BigInt(input.amount);
  return inTransaction(ctx, async (tx) => {
    const banca = await bancaOf(tx);
    const catalogue = await loadCatalogue(tx.db);
    const problems = keyProblems(catalogue, [key], 'quotas').map((p) => ({
      ...p,
      field: p.field.replace('quotas.0.', ''),
    }));
    if (problems.length) throw new AppError('UNPROCESSABLE', problems[0]!.message, problems);
    await repo.lockTopes(tx.db, banca.id, 'exclusive');
    const topes = await repo.topeRows(tx.db, banca.id);
    const current = topes.find((t) => sameKey(t, key));
    const next = [...topes.filter((t) => t !== current), ...(amount === null ? [] : [{ ...key, amount }])];
    if (amount !== null) await assertNoCupoAbove(tx.db, banca, catalogue, next, [key]);
    if ((current?.amount ?? null) === amount) return toTopQuota(catalogue, key, current);
    const id = amount === null ? current!.id : await repo.upsertTope(tx.db, banca.id, key, amount, current?.id ?? null);
    if (amount === null) await repo.deleteTope(tx.db, id);
    const label = { banca: banca.name, clave: keyLabel(catalogue, key), currency: banca.currency };
    await tx.audit({
      action: amount === null ? 'DELETE' : current ? 'UPDATE' : 'CREATE',
      entity: 'top_quota',
      entityId: id,
      subjectPartnerId: banca.id,
      before: current ? { ...label, amount: current.amount } : null,
      after: amount === null ? null : { ...label, amount },
    });
    const saved = (await repo.topeRows(tx.db, banca.id)).find((t) => sameKey(t, key));
    return toTopQuota(catalogue, key, saved);
  });
}

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
