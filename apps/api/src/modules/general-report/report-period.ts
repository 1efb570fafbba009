import { GENERAL_REPORT_MAX_DAYS } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { businessToday } from '../../lib/business-day';

/** Business dates, both included. */
export interface ReportPeriod {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (calendar days, no zone involved). */
export const daysIn = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** The period checked: in order, and at most 366 days. */
export function checkedPeriod(from: string, to: string): ReportPeriod {
  if (to < from) throw invalidField('to_date', 'La fecha final no puede ser anterior a la inicial.');
  if (daysIn(from, to) > GENERAL_REPORT_MAX_DAYS) {
    throw invalidField('to_date', `El período no puede pasar de ${GENERAL_REPORT_MAX_DAYS} días.`);
  }
  return { from, to };
}

/**
 * A report's period from its filters: today in the caller's zone when neither end is given, a
 * missing end is the other.
 */
export async function reportPeriod(ctx: UseCaseContext, fromDate?: string, toDate?: string): Promise<ReportPeriod> {
  const from = fromDate ?? toDate ?? (await businessToday(ctx));
  return checkedPeriod(from, toDate ?? from);
}
