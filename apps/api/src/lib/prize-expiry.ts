import { sql, type SQL } from 'drizzle-orm';

/*
 * THE rule of an expired prize, for every reader of lottery tickets (`t`): a PREMIADO ticket whose
 * validity ran out, from the very instant it does, when the payment starts refusing it. VENCIDO is
 * read, never stored; a screen that read it with another comparison would call the same ticket
 * owed on one screen and expired on the next.
 */

/** The ticket `t` holds a prize that can no longer be paid. */
export const PRIZE_EXPIRED: SQL = sql`(t.status = 'PREMIADO' AND coalesce(t.prize_expires_at <= now(), false))`;

/** The ticket `t` holds a prize that can still be paid. */
export const PRIZE_OWED: SQL = sql`(t.status = 'PREMIADO' AND (t.prize_expires_at IS NULL OR t.prize_expires_at > now()))`;

/** The status of `t` as shown: VENCIDO for an expired prize, else as stored. */
export const TICKET_STATUS_NOW: SQL = sql`CASE WHEN ${PRIZE_EXPIRED} THEN 'VENCIDO' ELSE t.status END`;
