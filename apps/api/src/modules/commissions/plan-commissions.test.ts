import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { assertExpectedMatched, planCommissions, type CommissionItem, type StoredCommission } from './plan-commissions';

const item = (commissionPct: string, betTypeId: number | null = null): CommissionItem => ({
  productId: 10,
  betTypeId,
  commissionType: 'VENTA',
  commissionPct,
  participationType: 'NINGUNA',
  participationPct: '0.00',
  extraPct: '0.00',
  maxAmount: null,
});
const stored = (id: number, partnerId: number, values: CommissionItem): StoredCommission => ({
  ...values,
  id,
  partnerId,
});

describe('planCommissions', () => {
  it('counts rows to create and rows whose values differ, not equal ones', () => {
    const existing = [stored(1, 2, item('10.00')), stored(2, 3, item('12.50'))];
    const plan = planCommissions([2, 3, 4], [item('12.50')], existing);
    expect(plan.map((change) => [change.partnerId, change.existing?.id ?? null])).toEqual([
      [2, 1],
      [4, null],
    ]);
  });

  it('tells a product-wide row from a bet-type row, and compares every value', () => {
    const existing = [stored(1, 2, item('10.00')), stored(2, 2, { ...item('10.00', 7), maxAmount: 500n })];
    expect(planCommissions([2], [item('10.00')], existing)).toEqual([]);
    expect(planCommissions([2], [item('10.00', 7)], existing)).toHaveLength(1);
    expect(planCommissions([2], [{ ...item('10.00', 7), maxAmount: 500n }], existing)).toHaveLength(0);
    expect(
      planCommissions([2], [{ ...item('10.00'), participationType: 'UTILIDAD', participationPct: '5.00' }], existing),
    ).toHaveLength(1);
  });

  it('is empty without targets', () => {
    expect(planCommissions([], [item('1.00')], [])).toEqual([]);
  });
});

describe('assertExpectedMatched', () => {
  it('passes when the screen’s count is the real one', () => {
    expect(() => assertExpectedMatched(3, 3)).not.toThrow();
    expect(() => assertExpectedMatched(0, 0)).not.toThrow();
  });

  it('refuses with a 409 that says how many match', () => {
    try {
      assertExpectedMatched(5, 7);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.status).toBe(409);
      expect(appError.message).toMatch(/ahora coinciden 7 fila\(s\) y usted confirmó 5/);
      expect(appError.headers).toEqual({ 'x-matched-rows': '7' });
    }
  });
});
