import type { CashResumePage, cashResume as cashResumeContract } from '@banca/contracts';
import type { QueryOf } from '../../../lib/pagination';
import type { UseCaseContext } from '../../../lib/use-case';
import { periodOf } from '../list-filters';
import { resumeRows } from '../resume-repository';
import { sortedBy, summedPage } from '../summed-page';

/** Registers per day and agency in the period: by state, with their figures and totals per currency. */
export async function cashResume(
  ctx: UseCaseContext,
  query: QueryOf<typeof cashResumeContract>,
): Promise<CashResumePage> {
  const { fromDate, toDate } = await periodOf(ctx, query);
  const rows = await resumeRows(ctx.db, ctx.scope, fromDate, toDate);
  return summedPage(sortedBy(rows, query), query, {
    counts: ['registers', 'created', 'returned', 'sent', 'approved', 'pending'],
    amounts: ['expected', 'counted', 'difference'],
  });
}
