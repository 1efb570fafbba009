import { describe, expect, it } from 'vitest';
import { EMPTY_BLOCK_FORM, toBlockRequest, ZBlockForm } from './block-form';

describe('the block form', () => {
  it('sends every draw, open dates, no partner and no reason as the endpoint expects', () => {
    expect(toBlockRequest({ ...EMPTY_BLOCK_FORM, product_id: 3, number: '00' })).toEqual({
      product_id: 3,
      draw_id: null,
      number: '00',
      date_from: null,
      date_to: null,
      reason: null,
    });
  });

  it('keeps a chosen draw, partner, dates and reason (0 and 00 stay apart)', () => {
    const chosen = {
      product_id: 3,
      draw_id: 9,
      number: '0',
      partner_id: 12,
      date_from: '2099-01-01',
      date_to: '2099-01-31',
    };
    expect(toBlockRequest({ ...chosen, reason: '  Número caliente ' })).toEqual({
      ...chosen,
      reason: 'Número caliente',
    });
  });

  it('refuses a missing product, a bad number and reversed dates on their fields', () => {
    const result = ZBlockForm.safeParse({
      ...EMPTY_BLOCK_FORM,
      number: '12a',
      date_from: '2099-02-10',
      date_to: '2099-02-01',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      product_id: 'Elija un producto.',
      number: 'El número debe tener de 1 a 3 dígitos.',
    });
    const dates = ZBlockForm.safeParse({
      ...EMPTY_BLOCK_FORM,
      product_id: 1,
      number: '5',
      date_from: '2099-02-10',
      date_to: '2099-02-01',
    });
    expect(dates.error!.issues).toMatchObject([
      { path: ['date_to'], message: 'La fecha final no puede ser anterior a la inicial.' },
    ]);
  });
});
