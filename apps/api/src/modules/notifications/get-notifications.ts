import type { NotificationsPage, ZGetNotificationsRequest } from '@banca/contracts';
import type { z } from 'zod';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './notification-repository';

/**
 * A page of the caller's own notifications, unread first. `read_all` marks them all read first
 * (the page then shows them read); `without_reading` keeps only the unread; `ids` only these.
 */
export async function getNotifications(
  ctx: UseCaseContext,
  input: z.output<typeof ZGetNotificationsRequest>,
): Promise<NotificationsPage> {
  const userId = ctx.principal.id;
  if (input.read_all) await markAllRead(ctx);
  const filter = { userId, ids: input.ids, unreadOnly: input.without_reading };
  const offset = (input.page - 1) * input.per_page;
  const [data, total, unread] = await Promise.all([
    repo.notificationRows(ctx.db, filter, input.per_page, offset),
    repo.countNotifications(ctx.db, filter),
    repo.countNotifications(ctx.db, { userId, unreadOnly: true }),
  ]);
  return { data, total, unread, page: input.page, per_page: input.per_page };
}

/** Marks the caller's notifications read (these, or all) and tells its other open bells. */
export async function markRead(ctx: UseCaseContext, ids: readonly number[] | 'all'): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const changed = await repo.markRead(tx.db, ctx.principal.id, ids);
    if (changed) await repo.signalUsers(tx.db, [ctx.principal.id]);
    return changed;
  });
}

const markAllRead = (ctx: UseCaseContext) => markRead(ctx, 'all');
