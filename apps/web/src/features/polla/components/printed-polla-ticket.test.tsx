import type { PollaTicket } from '@banca/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintedPollaTicket } from './printed-polla-ticket';

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

describe('the printed polla ticket', () => {
  it('prints every line the original ticket has, and a QR code to the public page with the cédula and the serial', () => {
    render(<PrintedPollaTicket ticket={TICKET} origin="https://banca.test" />);
    const paper = screen.getByTestId('printed-polla-ticket');
    for (const line of [
      'FECHA: 10/03/2026',
      'N/T: 321',
      'N/S: 4567890123',
      'AGENCIA: Agencia Centro 1',
      'SORTEO 10:00',
      '7 Perico',
      'SORTEO 11:00',
      '0 Delfín',
      'TOTAL TICKET',
      'Bs 1.500,00',
      'CLIENTE: Rosa Marcano',
      'C.I.: V-12345678',
      'TLF: 0414-555-0199',
      'EL TICKET CADUCA A LOS TRES DÍAS',
    ]) {
      expect(paper.textContent).toContain(line);
    }
    expect(paper.textContent).toMatch(/HORA: \d{2}:05 [ap]/);
    expect(
      screen.getByRole('img', { name: 'Código QR de la página pública de la polla' }).getAttribute('data-qr'),
    ).toBe('https://banca.test/polla#cedula=V-12345678&serial=4567890123');
  });
});
