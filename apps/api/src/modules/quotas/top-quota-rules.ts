import type { Currency, TopQuota } from '@banca/contracts';
import type { Db } from '../../db/client';
import type { PartnerRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { chainIds, partnerById } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { keyLabel, keyRefs, type CatalogueIndex } from './catalogue-index';
import { formatMinor } from '../../lib/money-text';
import * as repo from './repository';
import { cupoCeiling, cuposAboveTopes, type LimitKey, type TopeRow } from './resolve-effective-quota';

/** The caller's banca (the root of its chain). */
export async function bancaOf({ db, scope }: UseCaseContext): Promise<PartnerRow> {
  return (await partnerById(db, chainIds(scope.path)[0]!))!;
}

export const sameKey = (a: LimitKey, b: LimitKey) =>
  a.productId === b.productId && a.drawId === b.drawId && a.betTypeId === b.betTypeId;

export function toTopQuota(catalogue: CatalogueIndex, key: LimitKey, row: repo.StoredTope | undefined): TopQuota {
  return {
    id: row?.id ?? null,
    ...keyRefs(catalogue, key),
    amount: row?.amount.toString() ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** Refuses new topes that would leave existing cupos above them, listing those cupos. */
export async function assertNoCupoAbove(
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
