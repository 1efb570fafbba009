import { describe, expect, it } from 'vitest';
import { percentText, toValues, ZCommissionForm } from './commission-form';

const form = {
  product_id: 3,
  draw_id: 0,
  bet_type_id: 0,
  commission_type: 'VENTA',
  commission_pct: '12,5',
  participation_type: 'NINGUNA',
  participation_pct: '0',
  extra_pct: '0.00',
  max_amount: '',
};

describe('commission form', () => {
  it('reads percentages as exact two-decimal text and sends "all bet types" and "no maximum" as null', () => {
    const parsed = ZCommissionForm.parse(form);
    expect(toValues(parsed)).toEqual({
      product_id: 3,
      bet_type_id: null,
      commission_type: 'VENTA',
      commission_pct: '12.50',
      participation_type: 'NINGUNA',
      participation_pct: '0.00',
      extra_pct: '0.00',
      max_amount: null,
    });
  });

  it('refuses a participation percentage without participation, and more than 100 %', () => {
    const result = ZCommissionForm.safeParse({ ...form, participation_pct: '5', commission_pct: '100.01' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['commission_pct']));
  });

  it('shows a percentage with a decimal comma', () => {
    expect(percentText('12.50')).toBe('12,50 %');
    expect(percentText(null)).toBe('—');
  });
});
