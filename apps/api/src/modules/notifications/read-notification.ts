import type { Notification, NotificationCount, ZReadNotificationsRequest } from '@banca/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { markRead } from './get-notifications';
import * as repo from './notification-repository';

const NOT_FOUND = 'La notificación no existe.';

/** One of the caller's notifications, marked read; another user's is not found. */
export async function readNotification(ctx: UseCaseContext, id: number): Promise<Notification> {
  const userId = ctx.principal.id;
  if (!(await repo.findNotification(ctx.db, userId, id))) throw notFound(NOT_FOUND);
  await markRead(ctx, [id]);
  return (await repo.findNotification(ctx.db, userId, id))!;
}

/** Marks the caller's notifications read (ids, or read_all); ids of others change nothing. Answers the unread left. */
export async function readNotifications(
  ctx: UseCaseContext,
  input: z.output<typeof ZReadNotificationsRequest>,
): Promise<NotificationCount> {
  await markRead(ctx, input.read_all ? 'all' : (input.ids ?? []));
  return unreadOf(ctx);
}

export async function unreadOf(ctx: UseCaseContext): Promise<NotificationCount> {
  return { unread: await repo.countNotifications(ctx.db, { userId: ctx.principal.id, unreadOnly: true }) };
}
