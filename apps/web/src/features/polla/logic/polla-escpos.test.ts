import { describe, expect, it } from 'vitest';
import { encodeText } from '@/lib/escpos/code-page';
import { includesBytes } from '@/lib/escpos/golden';
import { POLLA_TICKET } from '../test-data';
import { pollaDocument } from './polla-escpos';

describe('the polla ticket in ESC/POS', () => {
  it('prints the lines of the print view in the code page, and the QR of the public page', () => {
    const bytes = pollaDocument(POLLA_TICKET, 'https://banca.test', {
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
