import type { ListUsersRequest, User } from '@banca/contracts';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, users, type NewUserRow } from '../../db/schema';
import { orderBy } from '../../lib/pagination';
import { inScope, type Scope } from '../../lib/scope';
import { containsPattern } from '../../lib/like-pattern';

/** Everything the registry shows of a user, never the password hash. */
const columns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  manage_childs: users.manageChilds,
  awarding_results: users.awardingResults,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  partnerId: partners.id,
  partnerName: partners.name,
  partnerKind: partners.kind,
  partnerPath: partners.path,
};
const selectUsers = (db: Db) => db.select(columns).from(users).innerJoin(partners, eq(partners.id, users.partnerId));
type UserSelection = Awaited<ReturnType<typeof selectUsers>>[number];

export interface ScopedUser extends User {
  partner: User['partner'] & { path: string };
}

function toUser(row: UserSelection): ScopedUser {
  const { lastLoginAt, createdAt, partnerId, partnerName, partnerKind, partnerPath, ...user } = row;
  return {
    ...user,
    last_login_at: lastLoginAt?.toISOString() ?? null,
    created_at: createdAt.toISOString(),
    partner: { id: partnerId, name: partnerName, kind: partnerKind, path: partnerPath },
  };
}

/** What the wire and the audit log see of a user (no path, no hash). */
export function publicUser(user: ScopedUser): User {
  const { path: _path, ...partner } = user.partner;
  return { ...user, partner };
}

function filtersOf(query: ListUsersRequest): SQL[] {
  const where: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(or(ilike(users.username, pattern), ilike(users.name, pattern))!);
  }
  if (query.role) where.push(eq(users.role, query.role));
  if (query.status) where.push(eq(users.status, query.status));
  if (query.partner_id) {
    where.push(sql`${partners.path} LIKE (SELECT p.path || '%' FROM ${partners} p WHERE p.id = ${query.partner_id})`);
  }
  return where;
}

const SORTABLE = {
  username: users.username,
  name: users.name,
  role: users.role,
  status: users.status,
  partner: partners.name,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
};

export function userListQueries(db: Db, scope: Scope, query: ListUsersRequest) {
  const where = and(inScope(partners.path, scope), ...filtersOf(query));
  return {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partnerId))
        .where(where);
      return row?.n ?? 0;
    },
    rows: async (limit: number, offset: number): Promise<User[]> => {
      const rows = await selectUsers(db)
        .where(where)
        .orderBy(...orderBy(SORTABLE, query, 'username', users.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => publicUser(toUser(row)));
    },
  };
}

/** The user if its partner lies in the caller's subtree; locked when asked (inside a transaction). */
export async function findUserInScope(db: Db, scope: Scope, id: number, lock = false): Promise<ScopedUser | null> {
  const query = selectUsers(db).where(and(eq(users.id, id), inScope(partners.path, scope)));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ? toUser(row) : null;
}

/** Users of the subtree who may award draws. */
export async function awardingUsers(db: Db, scope: Scope): Promise<User[]> {
  const rows = await selectUsers(db)
    .where(and(inScope(partners.path, scope), eq(users.awardingResults, true)))
    .orderBy(users.username);
  return rows.map((row) => publicUser(toUser(row)));
}

/** True if another user already has this username, whatever its case. */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return Boolean(row);
}

export async function insertUser(db: Db, values: NewUserRow): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUserRow(db: Db, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}


/** The stored password hash of a user (to check its current password before it changes it). */
export async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}
