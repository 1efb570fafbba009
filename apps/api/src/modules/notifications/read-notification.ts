import type { Notification } from '@banca/contracts';
import { notFound } from '../../lib/app-error';
import type { UseCaseContext } from '../../lib/use-case';
import { markRead } from './mark-read';
import * as repo from './notification-repository';

const NOT_FOUND = 'La notificación no existe.';

/** One of the caller's notifications, marked read; another user's is not found. */
export async function readNotification(ctx: UseCaseContext, id: number): Promise<Notification> {
  const userId = ctx.principal.id;
  if (!(await repo.findNotification(ctx.db, userId, id))) throw notFound(NOT_FOUND);
  await markRead(ctx, [id]);
  return (await repo.findNotification(ctx.db, userId, id))!;
}
