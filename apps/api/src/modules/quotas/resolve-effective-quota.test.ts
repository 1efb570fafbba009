import { describe, expect, it } from 'vitest';
import {
  cupoCeiling,
  cuposAboveTopes,
  resolveEffectiveQuota,
  resolveTope,
  saleLimit,
  type QuotaRow,
} from './resolve-effective-quota';

// Chain: banca 1 → distribuidor 2 → agencia 3 → taquilla 4. Product 10 with draws 100 and 101, bet type 7.
const chain = [1, 2, 3, 4];
const key = (drawId: number | null, betTypeId = 7) => ({ productId: 10, drawId, betTypeId });
const row = (partnerId: number, drawId: number | null, amount: number, betTypeId = 7): QuotaRow => ({
  partnerId,
  productId: 10,
  drawId,
  betTypeId,
  amount: BigInt(amount),
});

describe('resolveEffectiveQuota', () => {
  it('uses the partner’s own row first', () => {
    const rows = [row(1, null, 1000), row(4, null, 300)];
    expect(resolveEffectiveQuota(chain, rows, key(100))).toEqual({
      amount: 300n,
      originPartnerId: 4,
      drawSpecific: false,
    });
  });

  it('inherits from the nearest ancestor that sets the key', () => {
    const rows = [row(1, null, 1000), row(2, null, 800)];
    expect(resolveEffectiveQuota(chain, rows, key(100))).toEqual({
      amount: 800n,
      originPartnerId: 2,
      drawSpecific: false,
    });
    expect(resolveEffectiveQuota([1], rows, key(100))).toMatchObject({ amount: 1000n, originPartnerId: 1 });
  });

  it('prefers a draw-specific row over the product-wide row of the same partner', () => {
    const rows = [row(3, null, 500), row(3, 100, 200)];
    expect(resolveEffectiveQuota(chain, rows, key(100))).toEqual({
      amount: 200n,
      originPartnerId: 3,
      drawSpecific: true,
    });
    expect(resolveEffectiveQuota(chain, rows, key(101))).toEqual({
      amount: 500n,
      originPartnerId: 3,
      drawSpecific: false,
    });
    expect(resolveEffectiveQuota(chain, rows, key(null))).toEqual({
      amount: 500n,
      originPartnerId: 3,
      drawSpecific: false,
    });
  });

  it('lets a nearer product-wide row beat a farther draw-specific one', () => {
    const rows = [row(1, 100, 50), row(3, null, 700)];
    expect(resolveEffectiveQuota(chain, rows, key(100))).toMatchObject({ amount: 700n, originPartnerId: 3 });
    expect(resolveEffectiveQuota([1, 2], rows, key(100))).toMatchObject({
      amount: 50n,
      originPartnerId: 1,
      drawSpecific: true,
    });
  });

  it('ignores other bet types, other products and partners outside the chain', () => {
    const rows = [row(3, null, 100, 8), { ...row(3, null, 100), productId: 11 }, row(9, null, 100)];
    expect(resolveEffectiveQuota(chain, rows, key(100))).toEqual({
      amount: null,
      originPartnerId: null,
      drawSpecific: false,
    });
  });

  it('keeps a cupo of zero (nothing may be sold) apart from no cupo', () => {
    expect(resolveEffectiveQuota(chain, [row(2, null, 0)], key(100)).amount).toBe(0n);
  });
});

describe('topes', () => {
  const topes = [
    { productId: 10, drawId: null, betTypeId: 7, amount: 1000n },
    { productId: 10, drawId: 100, betTypeId: 7, amount: 400n },
  ];

  it('a draw’s own tope beats the product-wide tope', () => {
    expect(resolveTope(topes, key(100))).toBe(400n);
    expect(resolveTope(topes, key(101))).toBe(1000n);
    expect(resolveTope(topes, key(101, 8))).toBeNull();
  });

  it('bounds a product-wide cupo by every tope it can meet', () => {
    expect(cupoCeiling(topes, key(null))).toBe(400n);
    expect(cupoCeiling(topes, key(101))).toBe(1000n);
    expect(cupoCeiling([], key(null))).toBeNull();
  });

  it('finds the cupos above their tope', () => {
    const cupos = [row(2, null, 500), row(3, 101, 900), row(4, 100, 400)];
    expect(cuposAboveTopes(cupos, topes)).toEqual([row(2, null, 500)]);
  });

  it('sells at most the lower of cupo and tope', () => {
    expect(saleLimit({ amount: 300n, originPartnerId: 1, drawSpecific: false }, 200n)).toBe(200n);
    expect(saleLimit({ amount: null, originPartnerId: null, drawSpecific: false }, 200n)).toBe(200n);
    expect(saleLimit({ amount: 300n, originPartnerId: 1, drawSpecific: false }, null)).toBe(300n);
  });
});
