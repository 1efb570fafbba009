import type { PollaTicket } from '@banca/contracts';

/** A polla ticket of two draws in the contracts' shape, as the print view and the ESC/POS document get it. */
export const POLLA_TICKET: PollaTicket = {
  id: 321,
  serial: '4567890123',
  polla_type_id: 1,
  polla_type_name: 'Polla del día',
  draw_date: '2026-03-10',
  status: 'ACTIVO',
  currency: 'BS',
  price: '150000',
  sold_at: '2026-03-10T14:05:00.000Z',
  taquilla_name: 'Taquilla 2',
  agency_name: 'Agencia Centro 1',
  customer: { id_type: 'V', id_number: '12345678', first_name: 'Rosa', last_name: 'Marcano', phone: '0414-555-0199' },
  draws: [
    {
      occurrence_id: 1,
      draw_id: 10,
      draw_time: '10:00',
      result_number: null,
      result_name: null,
      picks: [{ number: '7', name: 'Perico', hit: null }],
    },
    {
      occurrence_id: 2,
      draw_id: 11,
      draw_time: '11:00',
      result_number: null,
      result_name: null,
      picks: [{ number: '0', name: 'Delfín', hit: null }],
    },
  ],
  score: null,
  prize: { first: '0', second: '0', weekly: '0', total: '0' },
  prize_expires_at: null,
  paid_at: null,
};
