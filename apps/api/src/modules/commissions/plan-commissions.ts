import { AppError } from '../../lib/app-error';

/**
 * What a commission save would change, as pure functions. The global save's protection
 * against a stale screen (DOMAIN §6) compares the screen's expected count with `plan.length`.
 */

export interface CommissionKey {
  productId: number;
  /** Null: every bet type of the product. */
  betTypeId: number | null;
}

export interface CommissionValues {
  commissionType: 'VENTA';
  /** Decimal text with two decimals, as NUMERIC(5,2) gives it back: "12.50". */
  commissionPct: string;
  participationType: 'NINGUNA' | 'UTILIDAD';
  participationPct: string;
  extraPct: string;
  maxAmount: bigint | null;
}

export type CommissionItem = CommissionKey & CommissionValues;

export interface StoredCommission extends CommissionItem {
  id: number;
  partnerId: number;
}

export interface CommissionChange {
  partnerId: number;
  item: CommissionItem;
  /** The row it replaces; null when it creates one. */
  existing: StoredCommission | null;
}

export function sameValues(a: CommissionValues, b: CommissionValues): boolean {
  return (
    a.commissionType === b.commissionType &&
    a.commissionPct === b.commissionPct &&
    a.participationType === b.participationType &&
    a.participationPct === b.participationPct &&
    a.extraPct === b.extraPct &&
    a.maxAmount === b.maxAmount
  );
}

const sameKey = (a: CommissionKey, b: CommissionKey) => a.productId === b.productId && a.betTypeId === b.betTypeId;

/** Every (partner, item) whose row would be created or would change value; equal rows are left out. */
export function planCommissions(
  partnerIds: readonly number[],
  items: readonly CommissionItem[],
  existing: readonly StoredCommission[],
): CommissionChange[] {
  const plan: CommissionChange[] = [];
  for (const partnerId of partnerIds) {
    for (const item of items) {
      const row = existing.find((r) => r.partnerId === partnerId && sameKey(r, item)) ?? null;
      if (!row || !sameValues(row, item)) plan.push({ partnerId, item, existing: row });
    }
  }
  return plan;
}

/** The stale-screen rule: the rows that would change must be exactly the count the screen showed. */
export function assertExpectedMatched(expected: number, matched: number): void {
  if (expected === matched) return;
  const message =
    `La pantalla está desactualizada: ahora coinciden ${matched} fila(s) y usted confirmó ${expected}. ` +
    'No se guardó nada; revise el resumen y confirme de nuevo.';
  throw new AppError(
    'CONFLICT',
    message,
    [{ field: 'expected_matched_rows', message: `Coinciden ${matched} fila(s).` }],
    {
      'x-matched-rows': String(matched),
    },
  );
}
