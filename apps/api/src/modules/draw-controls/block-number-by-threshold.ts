import type { BlockedNumber } from '@banca/contracts';
import { inTransaction, type PublicContext } from '../../lib/use-case';
import * as repo from './blocked-number-repository';

/** What a risk threshold blocks: one number of one draw on its date, for the partner whose limit it is. */
export interface ThresholdBlock {
  partner: { id: number; path: string };
  productId: number;
  drawId: number;
  number: string;
  /** The occurrence's date: the block ends with it. */
  date: string;
  reason: string;
  threshold: { id: number; kind: string; percent: number | null; amount: string | null };
}

/**
 * The block a person makes (`createBlockedNumber`), made by a risk threshold (ADR 058): the same
 * row, so the sale refuses the number as agotado and a person lifts it with `deleteBlockedNumber`;
 * no person created it (`created_by` null), the threshold did (`threshold_id`), and its audit row
 * names the rule. A live block with the same values already does the work: none is added.
 * Runs in the caller's transaction (`tx`). Answers the block, or null when one already held.
 */
export async function blockNumberByThreshold(tx: PublicContext, block: ThresholdBlock): Promise<BlockedNumber | null> {
  const values: repo.BlockValues = {
    partnerId: block.partner.id,
    productId: block.productId,
    drawId: block.drawId,
    number: block.number,
    dateFrom: block.date,
    dateTo: block.date,
    reason: block.reason,
    createdBy: null,
    thresholdId: block.threshold.id,
  };
  return inTransaction(tx, async (inner) => {
    await repo.lockBlockKey(inner.db, values.productId, values.number);
    if (await repo.sameLiveBlock(inner.db, values)) return null;
    const id = await repo.insertBlockedNumber(inner.db, values);
    const scope = { partnerId: block.partner.id, path: block.partner.path };
    const after = (await repo.findBlockedNumber(inner.db, scope, id, inner.timezone))!;
    await inner.audit({
      action: 'BLOCK',
      entity: 'blocked_number',
      entityId: id,
      subjectPartnerId: block.partner.id,
      after: { ...after, threshold: block.threshold },
    });
    return after;
  });
}
