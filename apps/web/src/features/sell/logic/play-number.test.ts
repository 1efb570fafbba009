import { describe, expect, it } from 'vitest';
import { checkNumber, checkSign, signName, type BetTypeSpec } from './play-number';

const TRIPLE: BetTypeSpec = { code: 'TRIPLE', name: 'Triple', digits: 3, needs_sign: false };
const TERMINAL_SIGNO: BetTypeSpec = { code: 'TERMINAL_SIGNO', name: 'Terminal con signo', digits: 2, needs_sign: true };
const ANIMALITO: BetTypeSpec = { code: 'ANIMALITO', name: 'Animalito', digits: null, needs_sign: false };
const SYMBOLS = [
  { number: '0', name: 'Delfín' },
  { number: '00', name: 'Ballena' },
  { number: '5', name: 'León' },
  { number: '36', name: 'Culebra' },
];

describe('checkNumber', () => {
  it('takes a triple with exactly three digits, leading zeros kept', () => {
    expect(checkNumber('007', TRIPLE)).toEqual({ ok: true, number: '007' });
    expect(checkNumber(' 123 ', TRIPLE)).toEqual({ ok: true, number: '123' });
  });

  it('refuses a triple or terminal of the wrong length, letters and blanks', () => {
    expect(checkNumber('7', TRIPLE)).toEqual({ ok: false, message: 'Triple: el número debe tener 3 dígitos.' });
    expect(checkNumber('123', TERMINAL_SIGNO)).toEqual({
      ok: false,
      message: 'Terminal con signo: el número debe tener 2 dígitos.',
    });
    expect(checkNumber('1a3', TRIPLE)).toEqual({ ok: false, message: 'El número solo puede tener dígitos.' });
    expect(checkNumber('  ', TRIPLE)).toEqual({ ok: false, message: 'Escriba el número.' });
  });

  it('takes an animalito only among its product symbols, 0 and 00 being different', () => {
    expect(checkNumber('0', ANIMALITO, SYMBOLS)).toEqual({ ok: true, number: '0' });
    expect(checkNumber('00', ANIMALITO, SYMBOLS)).toEqual({ ok: true, number: '00' });
    expect(checkNumber('36', ANIMALITO, SYMBOLS)).toEqual({ ok: true, number: '36' });
    expect(checkNumber('05', ANIMALITO, SYMBOLS)).toEqual({ ok: true, number: '5' });
    expect(checkNumber('37', ANIMALITO, SYMBOLS)).toEqual({
      ok: false,
      message: 'El 37 no es un animalito de este sorteo.',
    });
    expect(checkNumber('000', ANIMALITO, SYMBOLS).ok).toBe(false);
  });
});

describe('checkSign', () => {
  it('asks for a sign only when the bet type needs one', () => {
    expect(checkSign(null, TRIPLE)).toBeNull();
    expect(checkSign(null, TERMINAL_SIGNO)).toBe('Seleccione el signo.');
    expect(checkSign(13, TERMINAL_SIGNO)).toBe('Seleccione el signo.');
    expect(checkSign(12, TERMINAL_SIGNO)).toBeNull();
    expect(signName(1)).toBe('Aries');
    expect(signName(null)).toBeNull();
  });
});
