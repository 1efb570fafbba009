import type { AccountEntriesSummary } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import { reportPeriod } from '../general-report';
import { balanceSummary } from './lines-repository';
import { statementPartner } from './statement';

/** A partner's balance before, during and after a period, per currency. */
export async function getAccountEntriesSummary(
  ctx: UseCaseContext,
  query: { partner_id?: number | undefined; from_date?: string | undefined; to_date?: string | undefined },
): Promise<AccountEntriesSummary> {
  const partner = await statementPartner(ctx, query.partner_id);
  const period = await reportPeriod(ctx, query.from_date, query.to_date);
  return {
    partner_id: partner.id,
    partner_name: partner.name,
    from_date: period.from,
    to_date: period.to,
    currencies: await balanceSummary(ctx.db, partner.id, period.from, period.to),
  };
}
