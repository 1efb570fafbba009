import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { delayAfterFailures, nextAccountFailureCount } from './login-throttle';

/** Seconds still to wait before any of these keys may try again; 0 when none is held. */
export async function waitOf(db: Db, keys: readonly string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [...keys]));
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * One more failure on each key, each with its own number of free failures; call inside the
 * failure's transaction. The rows are locked, so two processes never lose a count.
 */
export async function recordFailures(db: Db, keys: readonly { key: string; free: number }[], now: Date) {
  const current = await db
    .select()
    .from(loginThrottle)
    .where(
      inArray(
        loginThrottle.key,
        keys.map((k) => k.key),
      ),
    )
    .for('update');
  for (const { key, free } of keys) {
    const row = current.find((r) => r.key === key);
    const failures = nextAccountFailureCount(row?.failures ?? 0, row?.lastFailureAt ?? null, now);
    const delay = delayAfterFailures(failures, free);
    const values = {
      failures,
      lastFailureAt: now,
      blockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null,
    };
    await db
      .insert(loginThrottle)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: loginThrottle.key, set: values });
  }
  // Rows whose hour is over and whose delay has passed are forgotten now and then.
  if (Math.random() < 0.01) {
    await db
      .delete(loginThrottle)
      .where(
        sql`${lt(loginThrottle.lastFailureAt, new Date(now.getTime() - 3_600_000))} AND coalesce(${loginThrottle.blockedUntil}, '-infinity') < ${now}`,
      );
  }
}

/** Forgets the failures of these keys (a successful sign-in, a password reset). */
export async function clearFailures(db: Db, keys: readonly string[]) {
  if (keys.length) await db.delete(loginThrottle).where(inArray(loginThrottle.key, [...keys]));
}
