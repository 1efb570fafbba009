import type { Notification, NotificationKind } from '@banca/contracts';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { intArray, rowsOf } from '../../lib/raw-query';

/** The channel every API process listens on; the payload names the users whose bell changed. */
export const NOTIFICATION_CHANNEL = 'banca_notifications';
/** The prefix of a payload that names bancas whose risk moved (their risk boards read again), not users. */
export const RISK_PREFIX = 'risk:';
/** The payload when the list of users would not fit in a NOTIFY (8,000 bytes): everyone looks again. */
export const EVERYONE = '*';
const MAX_PAYLOAD = 7_000;

export interface NewNotifications {
  recipients: readonly number[];
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string | null;
}

/** One row per recipient; a recipient that already holds the dedupe key is skipped. Answers who got one. */
export async function insertNotifications(db: Db, values: NewNotifications): Promise<number[]> {
  if (!values.recipients.length) return [];
  const rows = await rowsOf<{ user_id: number }>(
    db,
    sql`INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key)
        SELECT r.user_id, ${values.kind}, ${values.title}, ${values.body}, ${values.link}, ${values.dedupeKey}
          FROM unnest(${intArray([...new Set(values.recipients)])}) AS r(user_id)
        ON CONFLICT (user_id, dedupe_key) DO NOTHING
        RETURNING user_id`,
  );
  return rows.map((row) => Number(row.user_id));
}

/**
 * Tells every API process (LISTEN) that these users' notifications changed. NOTIFY is
 * transactional: it is delivered when the transaction commits, and never if it rolls back.
 */
export async function signalUsers(db: Db, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const list = [...new Set(userIds)].join(',');
  const payload = list.length > MAX_PAYLOAD ? EVERYONE : list;
  await db.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
}

/**
 * Tells every API process that the risk of these bancas' open draws moved: their open risk boards
 * read again. One NOTIFY on the notifications channel, delivered on commit.
 */
export async function signalRisk(db: Db, bancaIds: readonly number[]): Promise<void> {
  if (!bancaIds.length) return;
  await db.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${RISK_PREFIX + [...new Set(bancaIds)].join(',')})`);
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: Number(row.id),
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: iso(row.createdAt)!,
  read_at: iso(row.readAt),
});

export interface NotificationFilter {
  userId: number;
  ids?: readonly number[];
  unreadOnly?: boolean;
}

const whereOf = (filter: NotificationFilter): SQL =>
  and(
    eq(notifications.userId, filter.userId),
    filter.ids ? inArray(notifications.id, [...filter.ids]) : undefined,
    filter.unreadOnly ? isNull(notifications.readAt) : undefined,
  )!;

/** A page of the user's notifications: unread first, then the newest. */
export async function notificationRows(db: Db, filter: NotificationFilter, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(whereOf(filter))
    .orderBy(sql`${notifications.readAt} IS NOT NULL`, desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toNotification);
}

export async function countNotifications(db: Db, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(whereOf(filter));
  return Number(row?.total ?? 0);
}

/** One of the user's notifications. */
export async function findNotification(db: Db, userId: number, id: number): Promise<Notification | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

/** Marks the user's unread notifications read (these ids, or all of them); answers how many changed. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | 'all'): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Unread counts of these users (absent: none unread). */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await rowsOf<{ user_id: number; unread: number }>(
    db,
    sql`SELECT user_id, count(*)::int AS unread
          FROM notifications
         WHERE read_at IS NULL AND user_id = ANY (${intArray(userIds)})
         GROUP BY user_id`,
  );
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.unread)]));
}
