import type { NotificationsPage, ZGetNotificationsRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { markRead } from './mark-read';
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
  if (input.read_all) await markRead(ctx, 'all');
  const filter = { userId, ids: input.ids, unreadOnly: input.without_reading };
  const offset = (input.page - 1) * input.per_page;
  const [data, total, unread] = await Promise.all([
    repo.notificationRows(ctx.db, filter, input.per_page, offset),
    repo.countNotifications(ctx.db, filter),
    repo.countNotifications(ctx.db, { userId, unreadOnly: true }),
  ]);
  return { data, total, unread, page: input.page, per_page: input.per_page };
}
