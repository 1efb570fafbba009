import type { PollaTicket } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { encodeText } from '@/lib/escpos/code-page';
import { includesBytes } from '@/lib/escpos/golden';
import { pollaDocument } from './polla-escpos';

const TICKET: PollaTicket = {
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
      picks: [{ number: '0', name: 'Delfín', hit: null }],
    },
  ],
  score: null,
  prize: { first: '0', second: '0', weekly: '0', total: '0' },
  prize_expires_at: null,
  paid_at: null,
};

describe('the polla ticket in ESC/POS', () => {
  it('prints the lines of the print view in the code page, and the QR of the public page', () => {
    const bytes = pollaDocument(TICKET, 'https://banca.test', {
      paper: 80,
      cut: true,
      drawer: false,
      timeZone: 'America/Caracas',
    });
    for (const text of [
      'FECHA: 10/03/2026',
      'HORA: 10:05 am',
      'N/S: 4567890123',
      '0 Delfín',
      'EL TICKET CADUCA A LOS TRES DÍAS',
    ]) {
      expect(includesBytes(bytes, encodeText(text)), text).toBe(true);
    }
    const link = 'https://banca.test/polla#cedula=V-12345678&serial=4567890123';
    expect(includesBytes(bytes, [0x31, 0x50, 0x30, ...encodeText(link)])).toBe(true);
  });
});
