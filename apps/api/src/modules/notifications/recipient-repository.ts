import type { Flag, Role } from '@banca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/raw-query';

/**
 * Whose users, seen from the partner an event is about:
 * - `partner`: the partner's own users (a taquilla's seller, an agency's administrator);
 * - `above`: the users of every partner above it, up to the banca (who manage it and must act);
 * - `subtree`: the users of the partner and of everything below it (who sell under it).
 * And `network`: every user of every banca, for what is operator-wide (a draw's result).
 */
export type Reach = 'partner' | 'above' | 'subtree';

interface Who {
  /** Only users of these roles; every role when omitted. */
  roles?: readonly Role[];
  /** Only users holding this permission (awarding_results, manage_childs). */
  flag?: Flag;
}

export type Audience = ({ partnerId: number; reach: Reach } | { reach: 'network' }) & Who;

const reachOf: Record<Reach, SQL> = {
  partner: sql`holder.id = subject.id`,
  above: sql`holder.id <> subject.id AND starts_with(subject.path, holder.path)`,
  subtree: sql`starts_with(holder.path, subject.path)`,
};

const FLAG_COLUMNS: Record<Flag, SQL> = {
  manage_childs: sql`u.manage_childs`,
  awarding_results: sql`u.awarding_results`,
};

/** Ids of the active users an audience names, in ascending order. */
export async function activeUsersOf(db: Db, audience: Audience): Promise<number[]> {
  const roles = audience.roles?.length
    ? sql`AND u.role::text IN (${sql.join(
        audience.roles.map((role) => sql`${role}`),
        sql`, `,
      )})`
    : sql``;
  const flag = audience.flag ? sql`AND ${FLAG_COLUMNS[audience.flag]}` : sql``;
  const holders =
    audience.reach === 'network'
      ? sql`partners holder`
      : sql`partners subject JOIN partners holder ON ${reachOf[audience.reach]} AND subject.id = ${audience.partnerId}`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT u.id
          FROM ${holders}
          JOIN users u ON u.partner_id = holder.id
         WHERE u.status = 'ACTIVE' ${roles} ${flag}
         ORDER BY u.id`,
  );
  return rows.map((row) => Number(row.id));
}
