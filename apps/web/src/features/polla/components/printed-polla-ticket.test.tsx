import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POLLA_TICKET } from '../test-data';
import { PrintedPollaTicket } from './printed-polla-ticket';

describe('the printed polla ticket', () => {
  it('prints every line the original ticket has, and a QR code to the public page with the cédula and the serial', () => {
    render(<PrintedPollaTicket ticket={POLLA_TICKET} origin="https://banca.test" />);
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
