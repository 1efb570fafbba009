import { ticketQrPayload } from './ticket-code';
import { describe, expect, it } from 'vitest';
import { encodeText } from '@/lib/escpos/code-page';
import type { PrintOptions } from '@/lib/escpos/document';
import { golden, goldenText, includesBytes } from '@/lib/escpos/golden';
import { ticketAnswer } from '../test-data';
import { payoutDocument, ticketDocument } from './ticket-escpos';

const options = (paper: 58 | 80): PrintOptions => ({ paper, cut: true, drawer: true, timeZone: 'America/Caracas' });
const DRAWER = [0x1b, 0x70, 0x00, 0x19, 0xfa];
const CUT = [0x1d, 0x56, 0x42, 0x00];

const ticket = ticketAnswer({
  plays: [
    ticketAnswer().plays[0]!,
    {
      ...ticketAnswer().plays[0]!,
      id: 2,
      bet_type: 'TRIPLE',
      bet_type_name: 'Triple',
      number: '123',
      symbol_name: null,
      amount: '50000',
      multiplier: '600',
    },
    {
      ...ticketAnswer().plays[0]!,
      id: 3,
      occurrence_id: 2,
      draw_name: 'La Granjita',
      draw_time: '11:00',
      number: '0',
      symbol_name: 'Delfín',
      amount: '100000',
    },
  ],
  total: '153000',
});
const paid = ticketAnswer({
  status: 'PAGADO',
  prize_total: '90000',
  plays: [{ ...ticketAnswer().plays[0]!, prize: '90000' }],
  payment: {
    paid_at: '2026-03-02T16:30:00.000Z',
    taquilla_name: 'Taquilla 1',
    paid_by: 'Vendedor Demo',
    amount: '90000',
  },
});
const annulled = ticketAnswer({
  status: 'ANULADO',
  annulled_at: '2026-03-02T13:02:00.000Z',
  annul_reason: 'Error del cliente',
});

describe('the sale ticket in ESC/POS', () => {
  it.each([58, 80] as const)('is byte for byte its golden file on %i mm paper', (paper) => {
    expect(goldenText(ticketDocument(ticket, options(paper)))).toBe(golden(`ticket-${paper}`));
  });

  it('carries the serial, the QR the payment reads and the barcode, then cuts and opens the drawer', () => {
    const bytes = ticketDocument(ticket, options(58));
    expect(includesBytes(bytes, encodeText('Ticket: 0000000041'))).toBe(true);
    expect(includesBytes(bytes, [0x31, 0x50, 0x30, ...encodeText(ticketQrPayload('0000000041', 'AB12CD34'))])).toBe(
      true,
    );
    expect(includesBytes(bytes, [0x1d, 0x6b, 0x49, 7, 0x7b, 0x43, 0, 0, 0, 0, 41])).toBe(true);
    expect(includesBytes(bytes, encodeText('León'))).toBe(true);
    expect(includesBytes(bytes, [...CUT, ...DRAWER])).toBe(true);
  });

  it('prints the date of a draw of tomorrow, sold in advance (a draw of the day prints none: the golden files)', () => {
    const advance = ticketAnswer({ plays: [{ ...ticketAnswer().plays[0]!, draw_date: '2026-03-03' }] });
    expect(includesBytes(ticketDocument(advance, options(58)), encodeText('Lotto Activo 10:00 03/03/2026'))).toBe(true);
  });

  it('leaves out the cut and the drawer where the printer has neither', () => {
    const bytes = ticketDocument(ticket, { ...options(58), cut: false, drawer: false });
    expect(includesBytes(bytes, CUT)).toBe(false);
    expect(includesBytes(bytes, DRAWER)).toBe(false);
  });
});

describe('the annulment receipt in ESC/POS', () => {
  it('is byte for byte its golden file, marked, with when and why, and opens no drawer', () => {
    const bytes = ticketDocument(annulled, options(58));
    expect(goldenText(bytes)).toBe(golden('annulment-58'));
    expect(includesBytes(bytes, encodeText('Motivo: Error del cliente'))).toBe(true);
    expect(includesBytes(bytes, DRAWER)).toBe(false);
  });
});

describe('the payout receipt in ESC/POS', () => {
  it.each([58, 80] as const)('is byte for byte its golden file on %i mm paper', (paper) => {
    expect(goldenText(payoutDocument(paid, options(paper)))).toBe(golden(`payout-${paper}`));
  });

  it('names the prize paid and opens the drawer', () => {
    const bytes = payoutDocument(paid, options(80));
    expect(includesBytes(bytes, encodeText('COMPROBANTE DE PAGO DE PREMIO'))).toBe(true);
    expect(includesBytes(bytes, encodeText('Bs 900,00'))).toBe(true);
    expect(includesBytes(bytes, DRAWER)).toBe(true);
  });
});
