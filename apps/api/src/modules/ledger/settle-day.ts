import type { SettleDayResponse } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import { subtreePattern } from '../../lib/scope';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import { foldRollups, rollupsCaughtUp } from '../rollups';
import { settleDayOf } from './settlement-repository';

/** Folds what was committed before the run into the rollups (a few rounds at most, under load). */
async function foldRecentEvents(ctx: UseCaseContext): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await foldRollups(ctx.db);
    if (await rollupsCaughtUp(ctx.db)) return;
  }
}

/**
 * Settles a business day on demand for the caller's subtree (or a partner's inside it): the sales
 * rollups are folded first so the day's late events count, then only the differences are posted.
 */
export async function settleDay(
  ctx: UseCaseContext,
  input: { date: string; partner_id?: number | undefined },
): Promise<SettleDayResponse> {
  const root = input.partner_id ? await partnerInScopeOr404(ctx.db, ctx.scope, input.partner_id) : null;
  if (input.date > (await businessToday(ctx))) throw invalidField('date', 'La fecha no puede ser futura.');
  const pattern = subtreePattern(root ? { partnerId: root.id, path: root.path } : ctx.scope);
  await foldRecentEvents(ctx);
  return inTransaction(ctx, async (tx) => {
    const lines = await settleDayOf(tx.db, pattern, input.date, ctx.principal.id);
    const posted = lines.filter((line) => line.entry_id !== null);
    if (posted.length) {
      await tx.audit({
        action: 'SETTLE',
        entity: 'settlement',
        entityId: input.date,
        subjectPartnerId: root?.id ?? ctx.principal.partner.id,
        after: { date: input.date, entries: posted.map((line) => line.entry_id), lines: posted },
      });
    }
    return { date: input.date, lines };
  });
}
