import type { RecalculateGeneralReportRequest, RecalculateGeneralReportResponse } from '@banca/contracts';
import { chainIds } from '../../lib/scoped-partners';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { rebuildRollups } from '../rollups';
import { checkedPeriod, daysIn } from './report-period';
import { rollupSnapshot, type RollupSnapshot } from './repository';

const countsOf = (snapshot: RollupSnapshot) => ({
  sales: snapshot.sales.rows,
  daily: snapshot.daily.rows,
  numbers: snapshot.numbers.rows,
  tickets: snapshot.tickets.rows,
});

/**
 * Recalculate: rebuilds the sales rollups of the caller's banca for a period from its tickets and
 * plays, in one transaction with its audit row. Running it again changes nothing (`changed` is
 * then false): it writes exactly what the fold writes.
 */
export async function recalculateGeneralReport(
  ctx: UseCaseContext,
  input: RecalculateGeneralReportRequest,
): Promise<RecalculateGeneralReportResponse> {
  const { from, to } = checkedPeriod(input.from_date, input.to_date);
  const bancaId = chainIds(ctx.principal.partner.path)[0]!;
  return inTransaction(ctx, async (tx) => {
    const before = await rollupSnapshot(tx.db, bancaId, from, to);
    await rebuildRollups(tx.db, bancaId, from, to);
    const after = await rollupSnapshot(tx.db, bancaId, from, to);
    const changed = (Object.keys(before) as (keyof RollupSnapshot)[]).some(
      (table) => before[table].rows !== after[table].rows || before[table].print !== after[table].print,
    );
    const answer = {
      from_date: from,
      to_date: to,
      days: daysIn(from, to),
      rows_before: countsOf(before),
      rows_after: countsOf(after),
      changed,
    };
    await tx.audit({
      action: 'RECALCULATE',
      entity: 'sales_rollups',
      entityId: bancaId,
      subjectPartnerId: bancaId,
      before: { from_date: from, to_date: to, rows: answer.rows_before },
      after: { rows: answer.rows_after, changed },
    });
    return answer;
  });
}
