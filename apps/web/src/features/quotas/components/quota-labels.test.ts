import type { EffectiveQuota } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { originText } from './quota-labels';

const base: EffectiveQuota = {
  product: { id: 1, name: 'Lotto Activo' },
  draw: null,
  bet_type: { id: 1, code: 'ANIMALITO', name: 'Animalito' },
  amount: '150000',
  source: 'HEREDADO',
  origin: { id: 2, name: 'Distribuidora Centro', kind: 'DISTRIBUIDOR' },
  origin_draw_specific: false,
  own_amount: null,
  tope: '500000',
};

describe('originText', () => {
  it('says where an effective cupo comes from', () => {
    expect(originText(base)).toBe('heredado de Distribuidora Centro (Distribuidor), para todos los sorteos');
    expect(originText({ ...base, source: 'PROPIO', origin_draw_specific: true })).toBe('propio, para este sorteo');
    expect(originText({ ...base, origin: null })).toBe('heredado de más arriba de su red, para todos los sorteos');
    expect(originText({ ...base, source: 'SIN_CUPO', origin: null, amount: null })).toMatch(/^sin cupo/);
  });
});
