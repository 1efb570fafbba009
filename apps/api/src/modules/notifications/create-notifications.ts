import type { NotificationKind } from '@banca/contracts';
import type { Db } from '../../db/client';
import { insertNotifications, signalUsers } from './notification-repository';
import { activeUsersOf, type Audience } from './recipient-repository';

export type { Audience, Reach } from './recipient-repository';

/** What an event tells: Spanish title and text, and the screen where the user acts on it. */
export interface NotificationInput {
  /** User ids, usually from `recipientsAlong`. */
  recipients: readonly number[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app (`/admin/...`); none when there is nothing to open. */
  link?: string | null;
  /** An event that may be noticed again (a prize about to expire) tells each user once per key. */
  dedupeKey?: string | null;
}

/**
 * Tells the recipients about an event, IN THE EVENT'S OWN TRANSACTION: call it with the `tx`
 * of `inTransaction` (anything with the transaction as `db`), so a rolled-back event tells
 * nobody. Every API process pushes the new count to the recipients' open bells when the
 * transaction commits. Answers the users who got a new notification.
 */
export async function createNotifications(tx: { db: Db }, input: NotificationInput): Promise<number[]> {
  const title = input.title.trim();
  const body = input.body.trim();
  if (!title || !body) throw new Error('A notification needs a title and a text.');
  const notified = await insertNotifications(tx.db, {
    recipients: input.recipients,
    kind: input.kind,
    title,
    body,
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
  });
  await signalUsers(tx.db, notified);
  return notified;
}

/**
 * The active users the audiences name, along the hierarchy of the partner each is about, each
 * user once; `except` (usually the caller, who made the event) is left out.
 *
 *   recipientsAlong(tx, [{ partnerId: agency.id, reach: 'above', roles: ['ADMIN_BANCA', 'DISTRIBUIDOR'] }], { except: ctx.principal.id })
 */
export async function recipientsAlong(
  tx: { db: Db },
  audiences: readonly Audience[],
  options: { except?: number } = {},
): Promise<number[]> {
  const found = new Set<number>();
  for (const audience of audiences) {
    for (const id of await activeUsersOf(tx.db, audience)) found.add(id);
  }
  if (options.except !== undefined) found.delete(options.except);
  return [...found].sort((a, b) => a - b);
}
