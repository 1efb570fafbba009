import type { Currency } from '@banca/contracts';
import type { PartnerRow } from '../../db/schema';
import { AppError, type FieldError } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { keyLabel, keyProblems, type CatalogueIndex } from './catalogue-index';
import { formatMinor } from '../../lib/money-text';
import * as repo from './repository';
import { cupoCeiling, type LimitKey, type TopeRow } from './resolve-effective-quota';

export interface QuotaChange extends LimitKey {
  /** Null removes the partner's own row. */
  amount: bigint | null;
}

export const toQuotaChanges = (
  quotas: readonly { product_id: number; draw_id: number | null; bet_type_id: number; amount: string | null }[],
) =>
  quotas.map((q) => ({
    productId: q.product_id,
    drawId: q.draw_id,
    betTypeId: q.bet_type_id,
    amount: q.amount === null ? null : BigInt(q.amount),
  }));

/** Refuses (422, naming each field) unknown keys and cupos above the tope that applies to them. */
export function assertQuotasValid(
  catalogue: CatalogueIndex,
  changes: readonly QuotaChange[],
  topes: readonly TopeRow[],
  currency: Currency,
): void {
  const problems: FieldError[] = keyProblems(catalogue, changes, 'quotas');
  if (!problems.length) {
    changes.forEach((change, i) => {
      const ceiling = cupoCeiling(topes, change);
      if (change.amount !== null && ceiling !== null && change.amount > ceiling) {
        problems.push({
          field: `quotas.${i}.amount`,
          message: `El cupo (${formatMinor(change.amount, currency)}) supera el tope de la banca (${formatMinor(ceiling, currency)}) para ${keyLabel(catalogue, change)}.`,
        });
      }
    });
  }
  if (problems.length) throw new AppError('UNPROCESSABLE', problems[0]!.message, problems);
}

/**
 * Writes a partner's own cupos (insert, change or remove) and audits each row that changed.
 * Runs inside the caller's transaction, with the partner's limits lock held. Answers how many rows changed.
 */
export async function applyPartnerQuotas(
  tx: UseCaseContext,
  partner: PartnerRow,
  changes: readonly QuotaChange[],
  { catalogue, action }: { catalogue: CatalogueIndex; action?: string },
): Promise<number> {
  const existing = await repo.quotaRowsOf(tx.db, [partner.id]);
  let changed = 0;
  for (const change of changes) {
    const row = existing.find(
      (r) => r.productId === change.productId && r.betTypeId === change.betTypeId && r.drawId === change.drawId,
    );
    if ((row?.amount ?? null) === change.amount) continue;
    const key = { productId: change.productId, drawId: change.drawId, betTypeId: change.betTypeId };
    let id: number;
    if (change.amount === null) {
      id = row!.id;
      await repo.deleteQuota(tx.db, id);
    } else if (row) {
      id = row.id;
      await repo.updateQuota(tx.db, id, change.amount);
    } else {
      id = await repo.insertQuota(tx.db, partner.id, key, change.amount);
    }
    const label = { partner: partner.name, clave: keyLabel(catalogue, key), currency: partner.currency };
    await tx.audit({
      action: action ?? (change.amount === null ? 'DELETE' : row ? 'UPDATE' : 'CREATE'),
      entity: 'regular_quota',
      entityId: id,
      subjectPartnerId: partner.id,
      before: row ? { ...label, amount: row.amount } : null,
      after: change.amount === null ? null : { ...label, amount: change.amount },
    });
    changed += 1;
  }
  return changed;
}
