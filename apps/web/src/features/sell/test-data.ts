import type { SaleDraw } from '@banca/contracts';

/** Answers in the contracts' shapes for the point of sale's unit tests. */
export const ANIMALITO = {
  code: 'ANIMALITO',
  name: 'Animalito',
  multiplier: '30',
  digits: null,
  needs_sign: false,
} as const;
export const TRIPLE = { code: 'TRIPLE', name: 'Triple', multiplier: '600', digits: 3, needs_sign: false } as const;
export const TERMINAL = { code: 'TERMINAL', name: 'Terminal', multiplier: '60', digits: 2, needs_sign: false } as const;

export function saleDraw(over: Partial<SaleDraw> = {}): SaleDraw {
  return {
    occurrence_id: 1,
    draw_id: 1,
    draw_name: 'Lotto Activo 08:00',
    product_id: 1,
    product_name: 'Lotto Activo',
    product_type: 'ANIMALITOS',
    lottery_id: 1,
    lottery_name: 'Lotto Activo',
    slot: 1,
    slot_name: 'Mañana',
    display_order: 1,
    draw_date: '2026-03-02',
    draw_time: '08:00',
    draw_at: '2026-03-02T12:00:00.000Z',
    close_at: '2026-03-02T11:50:00.000Z',
    state: 'OPEN',
    bet_types: [ANIMALITO],
    ...over,
  };
}
