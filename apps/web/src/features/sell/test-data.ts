import type { SaleDraw, Ticket } from '@banca/contracts';

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

/** A draws answer around `now`: draw 1 open for an hour, draw 2 closing in 5 minutes, draw 3 closed. */
export function drawsAnswer(now: number) {
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  return {
    server_time: new Date(now).toISOString(),
    taquilla: { id: 7, code: 'ACE1-T1', name: 'Taquilla 1' },
    currency: 'BS',
    limits: { min_per_play: '200', max_per_play: '200000', max_per_ticket: '2000000', annulment_window_minutes: 5 },
    draws: [
      saleDraw({ occurrence_id: 1, draw_name: 'Lotto Activo 10:00', close_at: at(60), draw_at: at(70) }),
      saleDraw({ occurrence_id: 2, draw_name: 'Lotto Activo 09:00', close_at: at(5), draw_at: at(15) }),
      saleDraw({
        occurrence_id: 3,
        draw_name: 'Lotto Activo 08:00',
        close_at: at(-5),
        draw_at: at(5),
        state: 'CLOSED',
      }),
    ],
    symbols: {
      '1': [
        { number: '0', name: 'Delfín', image_id: null },
        { number: '00', name: 'Ballena', image_id: null },
        { number: '5', name: 'León', image_id: null },
      ],
    },
  };
}

export function ticketAnswer(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 41,
    serial: '0000000041',
    security_code: 'AB12CD34',
    status: 'ACTIVO',
    currency: 'BS',
    total: '3000',
    prize_total: '0',
    channel: 'WEB',
    sold_at: '2026-03-02T13:00:00.000Z',
    business_date: '2026-03-02',
    taquilla: { id: 7, code: 'ACE1-T1', name: 'Taquilla 1' },
    agency: { id: 5, code: 'ACE1', name: 'Agencia Centro 1' },
    seller: { id: 9, name: 'Vendedor Demo' },
    ticket_header: 'Banca Venezuela\nLotería autorizada',
    ticket_footer: 'Revise su ticket.',
    annulled_at: null,
    annul_reason: null,
    prize_expires_at: null,
    payment: null,
    plays: [
      {
        id: 1,
        occurrence_id: 1,
        draw_name: 'Lotto Activo 10:00',
        draw_date: '2026-03-02',
        draw_time: '10:00',
        product_name: 'Lotto Activo',
        lottery_name: 'Lotto Activo',
        bet_type: 'ANIMALITO',
        bet_type_name: 'Animalito',
        number: '5',
        sign: null,
        symbol_name: 'León',
        requested: '3000',
        amount: '3000',
        multiplier: '30',
        prize: '0',
        occurrence_state: 'OPEN',
      },
    ],
    ...over,
  };
}
