import type { CountryIso2, Currency } from '@banca/contracts';
import { and, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, refreshTokenFamilies, refreshTokens, users } from '../../db/schema';
import type { Principal } from '../../lib/principal';

/** Every ancestor of the partner (and the partner itself) must be active. */
const chainActive = sql`NOT EXISTS (
  SELECT 1 FROM ${partners} AS a
  WHERE a.id = ANY (string_to_array(trim(both '/' from ${partners.path}), '/')::int[])
    AND a.status <> 'ACTIVE')`;

/** The caller as the access rules see it, or null if it may not act (blocked, inactive). */
/**
 * The caller behind a token: an active user under active partners, and, when the token names its
 * session, a session not revoked (a logout, a password reset or a replayed refresh token ends
 * its access tokens too).
 */
export async function loadPrincipal(db: Db, userId: number, sessionId?: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      role: users.role,
      manage_childs: users.manageChilds,
      awarding_results: users.awardingResults,
      partnerId: partners.id,
      partnerName: partners.name,
      partnerKind: partners.kind,
      partnerPath: partners.path,
      country: partners.countryIso2,
      currency: partners.currency,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, 'ACTIVE'),
        chainActive,
        sessionId === undefined
          ? undefined
          : sql`EXISTS (SELECT 1 FROM ${refreshTokenFamilies} f WHERE f.id = ${sessionId}::uuid
                  AND f.user_id = ${users.id} AND f.revoked_at IS NULL AND f.expires_at > now())`,
      ),
    );
  if (!row) return null;
  const { partnerId, partnerName, partnerKind, partnerPath, country, currency, ...user } = row;
  return {
    ...user,
    country_iso2: country as CountryIso2,
    currency: currency as Currency,
    partner: { id: partnerId, name: partnerName, kind: partnerKind, path: partnerPath },
  };
}

/** The user behind a sign-in attempt, whatever its state (the use case decides). */
export async function findUserForSignIn(db: Db, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      status: users.status,
      failedLoginCount: users.failedLoginCount,
      lastFailedLoginAt: users.lastFailedLoginAt,
      loginBlockedUntil: users.loginBlockedUntil,
      lastLoginIp: users.lastLoginIp,
      role: users.role,
      partnerId: users.partnerId,
      chainActive: sql<boolean>`${chainActive}`,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row ?? null;
}
export type SignInCandidate = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

export async function saveLoginFailure(db: Db, userId: number, count: number, blockedUntil: Date | null) {
  await db
    .update(users)
    .set({ failedLoginCount: count, lastFailedLoginAt: new Date(), loginBlockedUntil: blockedUntil })
    .where(eq(users.id, userId));
}

export async function saveLoginSuccess(db: Db, userId: number, ip: string) {
  await db
    .update(users)
    .set({ failedLoginCount: 0, loginBlockedUntil: null, lastLoginAt: new Date(), lastLoginIp: ip })
    .where(eq(users.id, userId));
}

export async function createTokenFamily(
  db: Db,
  values: { userId: number; expiresAt: Date; ip: string; userAgent: string | null; tokenHash: string },
) {
  const { tokenHash, ...family } = values;
  const [created] = await db.insert(refreshTokenFamilies).values(family).returning({ id: refreshTokenFamilies.id });
  await db.insert(refreshTokens).values({ familyId: created!.id, tokenHash });
  return created!.id;
}

/** The refresh token with its family, or null if unknown. */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      familyId: refreshTokenFamilies.id,
      userId: refreshTokenFamilies.userId,
      expiresAt: refreshTokenFamilies.expiresAt,
      revokedAt: refreshTokenFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the token used; false if it had already been used (a replay). Atomic. */
export async function markRotated(db: Db, tokenId: bigint): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function addTokenToFamily(db: Db, familyId: string, tokenHash: string) {
  await db.insert(refreshTokens).values({ familyId, tokenHash });
  await db.update(refreshTokenFamilies).set({ lastUsedAt: new Date() }).where(eq(refreshTokenFamilies.id, familyId));
}

export async function revokeFamily(db: Db, familyId: string, reason: string) {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/**
 * Sessions revoked since `from`, less ten seconds of overlap: a revocation committed after a
 * later one (its now() is its transaction's start) is still read.
 */
export async function familiesRevokedSince(db: Db, from: Date) {
  const rows = await db
    .select({ id: refreshTokenFamilies.id, revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokenFamilies)
    .where(
      and(
        isNotNull(refreshTokenFamilies.revokedAt),
        gt(refreshTokenFamilies.revokedAt, sql`${from}::timestamptz - interval '10 seconds'`),
      ),
    );
  return rows.map((row) => ({ id: row.id, revokedAt: row.revokedAt! }));
}

/**
 * Ends the open sessions of users — all of them, or all but the caller's own `keep` — as a
 * password change, a second factor turned on or a banca's new rule requires.
 */
export async function endSessionsOf(db: Db, userIds: readonly number[], reason: string, keep?: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        inArray(refreshTokenFamilies.userId, [...userIds]),
        isNull(refreshTokenFamilies.revokedAt),
        keep ? ne(refreshTokenFamilies.id, keep) : undefined,
      ),
    );
}
