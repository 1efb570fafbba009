/**
 * The business day: the calendar day of an instant in the caller's (or the banca's) zone. One
 * helper for every use case, over the context's clock (the database's, ctx.now()), so that two
 * modules never disagree on what "today" is around midnight.
 */

/** The calendar day (YYYY-MM-DD) of an instant in an IANA zone. */
export function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today in the caller's zone, by the context's clock (inside a transaction: its start). */
export async function businessToday(ctx: { timezone: string; now(): Promise<Date> }): Promise<string> {
  return dayIn(ctx.timezone, await ctx.now());
}
