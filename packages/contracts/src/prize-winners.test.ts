import { describe, expect, it } from 'vitest';
import { maskWinnerDocument, normalizeWinnerDocument, winnerDocumentProblem, ZPrizeWinnerInput } from './prize-winners';

describe('the winner’s identity document, by the banca’s currency', () => {
  it('reads a Venezuelan cédula with its letter, in any usual spelling, and nothing else', () => {
    expect(normalizeWinnerDocument('V-12345678', 'BS')).toBe('V-12345678');
    expect(normalizeWinnerDocument(' e 84.123.456 ', 'BS')).toBe('E-84123456');
    expect(normalizeWinnerDocument('v123456', 'BS')).toBe('V-123456');
    for (const bad of ['12345678', 'J-12345678', 'V-12345', 'V-1234567890', 'V-12a45678']) {
      expect(normalizeWinnerDocument(bad, 'BS'), bad).toBeNull();
    }
    expect(winnerDocumentProblem('12345678', 'BS')).toBe(
      'La cédula debe ser V- o E- seguida de 6 a 9 dígitos (ej. V-12345678).',
    );
  });

  it('reads a Colombian cédula de ciudadanía as 6 to 10 digits without a letter', () => {
    expect(normalizeWinnerDocument('1.020.304.050', 'COP')).toBe('1020304050');
    expect(normalizeWinnerDocument('123456', 'COP')).toBe('123456');
    for (const bad of ['V-12345678', '12345', '12345678901'])
      expect(normalizeWinnerDocument(bad, 'COP'), bad).toBeNull();
    expect(winnerDocumentProblem('V-1', 'COP')).toMatch(/^La cédula de ciudadanía debe tener de 6 a 10 dígitos/);
  });

  it('takes either form, or another document with digits, in a dollar banca', () => {
    expect(normalizeWinnerDocument('v-1234567', 'USD')).toBe('V-1234567');
    expect(normalizeWinnerDocument('8-123-456', 'USD')).toBe('8-123-456');
    expect(normalizeWinnerDocument('ABCDE', 'USD')).toBeNull();
  });

  it('masks all but the last four digits, keeping the nationality letter', () => {
    expect(maskWinnerDocument('V-12345678')).toBe('V-****5678');
    expect(maskWinnerDocument('1020304050')).toBe('******4050');
    expect(maskWinnerDocument('E-123456')).toBe('E-**3456');
  });

  it('checks name and phone, the phone without its separators', () => {
    const ok = ZPrizeWinnerInput.parse({ document: 'V-1', name: ' Ana Gómez ', phone: '+58 (414) 123-4567' });
    expect(ok).toEqual({ document: 'V-1', name: 'Ana Gómez', phone: '+584141234567' });
    const bad = ZPrizeWinnerInput.safeParse({ document: '', name: 'A1', phone: '123456789' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['document', 'name', 'phone']);
  });
});
