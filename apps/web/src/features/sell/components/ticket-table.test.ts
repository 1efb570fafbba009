import { describe, expect, it } from 'vitest';
import { drawsOf } from './ticket-table';

describe('drawsOf', () => {
  it('writes the draws of one play in one short line, a lottery named once', () => {
    expect(drawsOf(['La Granjita 10:00', 'Lotto Activo 10:00'])).toBe('La Granjita 10:00 · Lotto Activo 10:00');
    expect(drawsOf(['La Granjita 10:00', 'Lotto Activo 10:00', 'La Granjita 11:00'])).toBe(
      'La Granjita 10:00, 11:00 · Lotto Activo 10:00',
    );
    expect(drawsOf(['Triple Zulia 4:45 pm', 'Triple Zulia 9:45 pm'])).toBe('Triple Zulia 4:45 pm, 9:45 pm');
    expect(drawsOf(['Sorteo especial'])).toBe('Sorteo especial');
  });
});
