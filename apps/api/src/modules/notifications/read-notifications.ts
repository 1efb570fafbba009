import type { NotificationCount, ZReadNotificationsRequest } from '@banca/contracts';
import type { z } from 'zod';
import type { UseCaseContext } from '../../lib/use-case';
import { countNotifications } from './count-notifications';
import { markRead } from './mark-read';

/** Marks the caller's notifications read (ids, or read_all); ids of others change nothing. Answers the unread left. */
export async function readNotifications(
  ctx: UseCaseContext,
  input: z.output<typeof ZReadNotificationsRequest>,
): Promise<NotificationCount> {
  await markRead(ctx, input.read_all ? 'all' : (input.ids ?? []));
  return countNotifications(ctx);
}
