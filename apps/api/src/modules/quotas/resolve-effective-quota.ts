/**
 * How a cupo applies (DOMAIN §3), as pure functions: the sale engine and the registry screens
 * both call these, so the rule lives in one place.
 *
 * - A cupo row belongs to a partner and a (product, draw or all draws, bet type).
 * - The EFFECTIVE cupo of a partner for a key is found walking its chain upwards, from the
 *   partner to the root: the first partner that sets a row for the key gives the value. Within
 *   one partner, a row for the key's own draw beats its product-wide row. So a partner's own
 *   product-wide row beats an ancestor's draw-specific one: the nearer partner decides.
 * - No row anywhere: no cupo (null) — only the tope limits the sale.
 * - The TOPE of the banca for a key: its draw-specific row beats its product-wide row.
 * - A cupo may not exceed the tightest tope it can meet: for a draw-specific cupo, the tope of
 *   that draw; for a product-wide cupo, every tope of the product and bet type.
 */

export interface LimitKey {
  productId: number;
  /** Null: every draw of the product. */
  drawId: number | null;
  betTypeId: number;
}

export interface QuotaRow extends LimitKey {
  partnerId: number;
  amount: bigint;
}

export interface TopeRow extends LimitKey {
  amount: bigint;
}

export interface EffectiveQuota {
  /** Null when no partner of the chain sets a cupo for the key. */
  amount: bigint | null;
  /** The partner whose row gives the value. */
  originPartnerId: number | null;
  /** The value comes from a draw-specific row. */
  drawSpecific: boolean;
}

const NONE: EffectiveQuota = { amount: null, originPartnerId: null, drawSpecific: false };

const sameKind = (row: LimitKey, key: LimitKey) => row.productId === key.productId && row.betTypeId === key.betTypeId;

/**
 * The effective cupo of the last partner of `chain` (ids from the root down to the partner)
 * for one key, and where it comes from.
 */
export function resolveEffectiveQuota(
  chain: readonly number[],
  rows: readonly QuotaRow[],
  key: LimitKey,
): EffectiveQuota {
  for (let i = chain.length - 1; i >= 0; i--) {
    const partnerId = chain[i]!;
    const own = rows.filter((row) => row.partnerId === partnerId && sameKind(row, key));
    const drawRow = key.drawId === null ? undefined : own.find((row) => row.drawId === key.drawId);
    if (drawRow) return { amount: drawRow.amount, originPartnerId: partnerId, drawSpecific: true };
    const productRow = own.find((row) => row.drawId === null);
    if (productRow) return { amount: productRow.amount, originPartnerId: partnerId, drawSpecific: false };
  }
  return NONE;
}

/** The banca's tope for a key: the draw's own tope, else the product-wide one, else none. */
export function resolveTope(topes: readonly TopeRow[], key: LimitKey): bigint | null {
  const candidates = topes.filter((tope) => sameKind(tope, key));
  const drawTope = key.drawId === null ? undefined : candidates.find((tope) => tope.drawId === key.drawId);
  return (drawTope ?? candidates.find((tope) => tope.drawId === null))?.amount ?? null;
}

/** The most a cupo for this key may be: the tightest tope it can meet (null: no tope). */
export function cupoCeiling(topes: readonly TopeRow[], key: LimitKey): bigint | null {
  if (key.drawId !== null) return resolveTope(topes, key);
  const amounts = topes.filter((tope) => sameKind(tope, key)).map((tope) => tope.amount);
  return amounts.length ? amounts.reduce((min, amount) => (amount < min ? amount : min)) : null;
}

/** The cupos that would stand above their ceiling under these topes. */
export function cuposAboveTopes<T extends LimitKey & { amount: bigint }>(
  cupos: readonly T[],
  topes: readonly TopeRow[],
): T[] {
  return cupos.filter((cupo) => {
    const ceiling = cupoCeiling(topes, cupo);
    return ceiling !== null && cupo.amount > ceiling;
  });
}

/** The amount a sale may use on a number: the lower of the effective cupo and the tope. */
export function saleLimit(effective: EffectiveQuota, tope: bigint | null): bigint | null {
  if (effective.amount === null) return tope;
  if (tope === null) return effective.amount;
  return effective.amount < tope ? effective.amount : tope;
}
