import { describe, expect, it } from 'vitest';
import { parseTicketCode, ticketQrPayload } from './ticket-code';

describe('ticket code', () => {
  it('writes the link to the public check as the QR payload and reads it back', () => {
    const payload = ticketQrPayload('0000012345', 'ab12cd34');
    expect(payload).toBe(`${window.location.origin}/ticket#0000012345-AB12CD34`);
    expect(parseTicketCode(payload)).toEqual({ serial: '0000012345', security_code: 'AB12CD34' });
  });

  it.each([
    ['1234567890 AB12CD34'],
    ['  1234567890-ab12cd34 '],
    ['1234567890AB12CD34'],
    ['banca:1234567890:AB12CD34'],
    // A scanner configured for another keyboard layout types the colons as Ñ.
    ['BANCAÑ1234567890ÑAB12CD34'],
    ['https://banca.example/ticket#1234567890-AB12CD34'],
    // The same link typed by a scanner in another layout: the slashes and the hash change.
    ["HTTPSÑ--TICKET.BANCA.EXAMPLE-TICKET·1234567890'AB12CD34"],
  ])('reads %j', (text) => {
    expect(parseTicketCode(text)).toEqual({ serial: '1234567890', security_code: 'AB12CD34' });
  });

  it.each([
    [''],
    ['1234567890'],
    ['123456789 AB12CD34'],
    ['1234567890 AB12CD3'],
    ['1234567890 AB12CD34 99'],
    ['ABCDEFGHIJ AB12CD34'],
    ['OTRA:1234567890:AB12CD34'],
    ['https://banca.example/ticket#1234567890-AB12CD34-99'],
    ['https://banca.example/polla#1234567890-AB12CD34'],
  ])('refuses %j', (text) => {
    expect(parseTicketCode(text)).toBeNull();
  });
});
