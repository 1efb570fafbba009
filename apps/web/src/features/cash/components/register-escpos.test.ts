import { describe, expect, it } from 'vitest';
import { encodeText } from '@/lib/escpos/code-page';
import { golden, goldenText, includesBytes } from '@/lib/escpos/golden';
import { cashRegister } from '../test-data';
import { registerDocument } from './register-escpos';

const line = {
  payment_method: 'EFECTIVO',
  opening_fund: '50000',
  sales: '1530000',
  annulments: '3000',
  prizes: '90000',
  incomes: '0',
  outcomes: '20000',
  reloads: '0',
  expected: '1467000',
  counted: '1460000',
  difference: '-7000',
};
const register = cashRegister({
  status: 'SENT',
  observation: null,
  sent_at: '2026-11-26T22:02:00.000Z',
  lines: [line],
  expected: '1467000',
  counted: '1460000',
  difference: '-7000',
});
const PRINTED = new Date('2026-11-26T22:05:00.000Z');

describe('the arqueo in ESC/POS', () => {
  it.each([58, 80] as const)('is byte for byte its golden file on %i mm paper', (paper) => {
    const bytes = registerDocument(register, { paper, cut: true, drawer: true, timeZone: 'America/Caracas' }, PRINTED);
    expect(goldenText(bytes)).toBe(golden(`arqueo-${paper}`));
  });

  it("prints the difference in the contracts' words and opens no drawer", () => {
    const bytes = registerDocument(register, { paper: 58, cut: true, drawer: true }, PRINTED);
    expect(includesBytes(bytes, encodeText('Faltante'))).toBe(true);
    expect(includesBytes(bytes, [0x1b, 0x70])).toBe(false);
  });
});
