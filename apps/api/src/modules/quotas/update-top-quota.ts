import type { TopQuota, ZUpdateTopQuotaRequest } from '@banca/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { keyLabel, keyProblems, loadCatalogue } from './catalogue-index';
import * as repo from './repository';
import { bancaOf, sameKey, toTopQuota, assertNoCupoAbove } from './top-quota-rules';

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
