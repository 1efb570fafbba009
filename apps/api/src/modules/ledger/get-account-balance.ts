import type { AccountBalanceReport } from '@banca/contracts';
import { partnerInScopeOr404 } from '../../lib/scoped-partners';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';
import { balanceLines } from './balance-repository';

const TOTAL_KEYS = ['previous_balance', 'day_movements', 'current_balance', 'other_movements', 'total'] as const;

/**
 * The balance of a day (getAccountBalance): the partner's own line and one per direct associate,
 * with totals per currency over the associates (the partner's own line is its counterpart, so it
 * is not added to them). Drill-down names a partner of the caller's subtree.
 */
export async function getAccountBalance(
  ctx: UseCaseContext,
  input: { date?: string | undefined; partner_id?: number | undefined },
): Promise<AccountBalanceReport> {
  const partner = await partnerInScopeOr404(ctx.db, ctx.scope, input.partner_id ?? ctx.principal.partner.id);
  const date = input.date ?? (await businessToday(ctx));
  const lines = await balanceLines(ctx.db, partner.id, date);
  const totals = new Map<string, Record<(typeof TOTAL_KEYS)[number], bigint>>();
  for (const line of lines.filter((l) => !l.own)) {
    const sums = totals.get(line.currency) ?? Object.fromEntries(TOTAL_KEYS.map((key) => [key, 0n]));
    for (const key of TOTAL_KEYS) sums[key as (typeof TOTAL_KEYS)[number]]! += BigInt(line[key]);
    totals.set(line.currency, sums as Record<(typeof TOTAL_KEYS)[number], bigint>);
  }
  return {
    date,
    partner_id: partner.id,
    partner_name: partner.name,
    lines,
    totals: [...totals].map(([currency, sums]) => ({
      currency: currency as AccountBalanceReport['totals'][number]['currency'],
      ...(Object.fromEntries(TOTAL_KEYS.map((key) => [key, sums[key].toString()])) as Record<
        (typeof TOTAL_KEYS)[number],
        string
      >),
    })),
  };
}
