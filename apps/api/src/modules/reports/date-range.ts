import { MAX_REPORT_DAYS } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { todayIn } from '../ticket-consult/repository';

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The business dates a report or KPI covers, both included. A date not given is the other one,
 * or today in the caller's zone when neither is. At most MAX_REPORT_DAYS days, never backwards.
 */
export async function dateRangeOf(
  ctx: UseCaseContext,
  dates: { from_date?: string | undefined; to_date?: string | undefined },
): Promise<DateRange> {
  const given = dates.from_date ?? dates.to_date;
  const today = given ? null : await todayIn(ctx.db, ctx.timezone);
  const from = dates.from_date ?? given ?? today!;
  const to = dates.to_date ?? given ?? today!;
  if (to < from) throw invalidField('to_date', 'La fecha final no puede ser anterior a la inicial.');
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) {
    throw invalidField('to_date', `El rango no puede pasar de ${MAX_REPORT_DAYS} días.`);
  }
  return { from, to };
}
