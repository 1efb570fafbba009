import type { BetTypeCode } from '@banca/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { betTypes, commissions, draws, partners, productBetTypes, products, regularQuotas, topQuotas } from '../schema';

/**
 * Demo limits (DOMAIN §3, §6) on the demo network and catalogue: each banca's topes, default
 * cupos on the banca with a few overrides below (one for a single draw), and commissions of
 * distributors and agencies. Amounts in minor units of each banca's currency.
 */

type Amounts = Partial<Record<BetTypeCode, bigint>>;

/** Per banca: topes and its default cupos per bet type (every product that sells it). */
const BANCA_LIMITS: Record<string, { topes: Amounts; cupos: Amounts }> = {
  BVE: {
    topes: {
      ANIMALITO: 500_000n,
      TRIPLE: 200_000n,
      TERMINAL: 500_000n,
      TRIPLE_SIGNO: 50_000n,
      TERMINAL_SIGNO: 100_000n,
    },
    cupos: {
      ANIMALITO: 200_000n,
      TRIPLE: 100_000n,
      TERMINAL: 300_000n,
      TRIPLE_SIGNO: 20_000n,
      TERMINAL_SIGNO: 50_000n,
    },
  },
  BPA: {
    topes: { ANIMALITO: 50_000n, TRIPLE: 20_000n, TERMINAL: 50_000n },
    cupos: { ANIMALITO: 20_000n, TRIPLE: 10_000n },
  },
  BCO: { topes: { ANIMALITO: 20_000_000n, TRIPLE: 10_000_000n }, cupos: { ANIMALITO: 10_000_000n } },
};

/** Overrides below the banca: [partner code, product, draw time or null, bet type, amount]. */
const CUPO_OVERRIDES: [string, string, string | null, BetTypeCode, bigint][] = [
  ['DCE', 'Lotto Activo', null, 'ANIMALITO', 150_000n],
  ['ACE1', 'Lotto Activo', '19:00', 'ANIMALITO', 50_000n],
  ['DOR', 'Triple Caracas', null, 'TRIPLE', 80_000n],
];

/** Commissions: [partner code, product, commission %, participation % on profit]. */
const COMMISSIONS: [string, string, string, string][] = [
  ['DCE', 'Lotto Activo', '15.00', '0.00'],
  ['DCE', 'Triple Caracas', '14.00', '0.00'],
  ['DOR', 'Lotto Activo', '15.00', '0.00'],
  ['ACE1', 'Lotto Activo', '12.00', '10.00'],
  ['ACE1', 'Triple Caracas', '11.50', '0.00'],
  ['ACE2', 'Lotto Activo', '12.00', '0.00'],
  ['AOR1', 'La Granjita', '12.50', '0.00'],
  ['APA1', 'Lotto Activo', '10.00', '0.00'],
];

/** Loads the demo limits unless some tope exists already. Runs inside the demo seed's transaction. */
export async function seedLimits(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(topQuotas);
  if ((existing?.n ?? 0) > 0) return false;
  const partnerRows = await db.select({ id: partners.id, code: partners.code }).from(partners);
  const partnerId = new Map(partnerRows.map((row) => [row.code, row.id]));
  const productRows = await db.select({ id: products.id, name: products.name }).from(products);
  const productId = new Map(productRows.map((row) => [row.name, row.id]));
  const betTypeRows = await db.select({ id: betTypes.id, code: betTypes.code }).from(betTypes);
  const betTypeId = new Map(betTypeRows.map((row) => [row.code, row.id]));
  const pairs = await db
    .select({ productId: productBetTypes.productId, betTypeId: productBetTypes.betTypeId, code: betTypes.code })
    .from(productBetTypes)
    .innerJoin(betTypes, eq(betTypes.id, productBetTypes.betTypeId))
    .where(eq(productBetTypes.status, 'ACTIVE'));

  for (const [code, limits] of Object.entries(BANCA_LIMITS)) {
    const bancaId = partnerId.get(code);
    if (!bancaId) continue;
    const rows = (amounts: Amounts) =>
      pairs
        .filter((pair) => amounts[pair.code as BetTypeCode] !== undefined)
        .map((pair) => ({
          productId: pair.productId,
          betTypeId: pair.betTypeId,
          amount: amounts[pair.code as BetTypeCode]!,
        }));
    const topes = rows(limits.topes);
    if (topes.length) await db.insert(topQuotas).values(topes.map((row) => ({ ...row, bancaId })));
    const cupos = rows(limits.cupos);
    if (cupos.length) await db.insert(regularQuotas).values(cupos.map((row) => ({ ...row, partnerId: bancaId })));
  }

  for (const [code, product, time, betType, amount] of CUPO_OVERRIDES) {
    const pid = productId.get(product);
    if (!partnerId.has(code) || !pid) continue;
    const [draw] = time
      ? await db
          .select({ id: draws.id })
          .from(draws)
          .where(and(eq(draws.productId, pid), eq(draws.drawTime, time)))
      : [];
    await db.insert(regularQuotas).values({
      partnerId: partnerId.get(code)!,
      productId: pid,
      drawId: draw?.id ?? null,
      betTypeId: betTypeId.get(betType)!,
      amount,
    });
  }

  const known = COMMISSIONS.filter(([code, product]) => partnerId.has(code) && productId.has(product));
  if (known.length) {
    await db.insert(commissions).values(
      known.map(([code, product, pct, participation]) => ({
        partnerId: partnerId.get(code)!,
        productId: productId.get(product)!,
        commissionPct: pct,
        participationType: participation === '0.00' ? ('NINGUNA' as const) : ('UTILIDAD' as const),
        participationPct: participation,
      })),
    );
  }
  return true;
}

/** For tests: removes every cupo, tope and commission, so that a test starts from none. */
export async function clearLimits(db: Db): Promise<void> {
  await db.delete(regularQuotas);
  await db.delete(topQuotas);
  await db.delete(commissions);
}
