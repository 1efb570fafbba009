import type { NotificationCount } from '@banca/contracts';
import type { UseCaseContext } from '../../lib/use-case';
import * as repo from './notification-repository';

/** How many of the caller's own notifications are unread (the bell's number). */
export async function countNotifications(ctx: UseCaseContext): Promise<NotificationCount> {
  return { unread: await repo.countNotifications(ctx.db, { userId: ctx.principal.id, unreadOnly: true }) };
}
