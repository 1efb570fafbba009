import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  partners,
  spentChallenges,
  twoFactorPolicies,
  twoFactorRecoveryCodes,
  userTwoFactor,
  users,
} from '../../../db/schema';

/** The banca (root partner) of a partner path such as `/1/4/9/`. */
const bancaOfPath = sql<number>`split_part(trim(both '/' from ${partners.path}), '/', 1)::int`;

/** The user's second factor (sealed secret, on or pending) and whether the user's banca requires it. */
export async function twoFactorOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      sealedSecret: userTwoFactor.sealedSecret,
      enabledAt: userTwoFactor.enabledAt,
      lastUsedStep: userTwoFactor.lastUsedStep,
      required: sql<boolean>`coalesce(${twoFactorPolicies.required}, false)`,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .leftJoin(twoFactorPolicies, eq(twoFactorPolicies.bancaId, bancaOfPath))
    .where(eq(users.id, userId));
  return row ?? null;
}
export type TwoFactorState = NonNullable<Awaited<ReturnType<typeof twoFactorOf>>>;

/** A new pending secret (replacing a pending one); never over a second factor that is on. */
export async function savePendingSecret(db: Db, userId: number, sealedSecret: string) {
  await db
    .insert(userTwoFactor)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { sealedSecret, lastUsedStep: 0, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    });
}

/** Replaces a sealed secret by the same secret sealed under another key, unless it changed meanwhile. */
export async function resealSecret(db: Db, userId: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ sealedSecret: to })
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.sealedSecret, from)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Every sealed secret (on or pending), for moving them to the current key. */
export async function sealedSecrets(db: Db) {
  return db
    .select({ userId: userTwoFactor.userId, sealedSecret: userTwoFactor.sealedSecret })
    .from(userTwoFactor)
    .orderBy(userTwoFactor.userId);
}

/**
 * Spends the code of `step`: false when that step or a later one was already used (the same code
 * twice, or two requests racing with it). Atomic.
 */
export async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastUsedStep, step)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Turns the pending second factor on, with a new set of recovery codes (hashes). */
export async function enable(db: Db, userId: number, recoveryHashes: readonly string[]) {
  await db
    .update(userTwoFactor)
    .set({ enabledAt: sql`now()` })
    .where(eq(userTwoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(recoveryHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one recovery code; false when it is not one of the user's unused codes. Atomic. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function disable(db: Db, userId: number) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

export async function policyOf(db: Db, bancaId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: twoFactorPolicies.required })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.bancaId, bancaId));
  return row?.required ?? false;
}

export async function savePolicy(db: Db, bancaId: number, required: boolean) {
  await db
    .insert(twoFactorPolicies)
    .values({ bancaId, required })
    .onConflictDoUpdate({ target: twoFactorPolicies.bancaId, set: { required, updatedAt: sql`now()` } });
}

/**
 * Spends a challenge: true the first time, false when it was already answered (a second caller
 * at the same moment waits for the first and is then refused). Expired rows go at the same time.
 */
export async function spendChallenge(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`));
  const spent = await db
    .insert(spentChallenges)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: spentChallenges.jti });
  return spent.length === 1;
}

/** The users of a banca who must sign in with a second factor and have none turned on yet. */
export async function usersStillWithoutSecondFactor(
  db: Db,
  bancaId: number,
  roles: readonly string[],
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(and(eq(bancaOfPath, bancaId), inArray(users.role, [...roles] as never[]), isNull(userTwoFactor.enabledAt)));
  return rows.map((row) => row.id);
}
