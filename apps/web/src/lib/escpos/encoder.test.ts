import { describe, expect, it } from 'vitest';
import { encodeText } from './code-page';
import { EscPos, wrap } from './encoder';
import { hexDump } from './hex-dump';

const hex = (bytes: Uint8Array | number[]) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

describe('encodeText (PC858)', () => {
  it('writes every Spanish letter and sign in the code page, and the euro', () => {
    expect(hex(encodeText('áéíóúñÑü¿¡€'))).toBe('a0 82 a1 a2 a3 a4 a5 81 a8 ad d5');
    expect(hex(encodeText('ÁÉÍÓÚÜ'))).toBe('b5 90 d6 e0 e9 9a');
  });

  it('turns what the code page lacks into safe ASCII, one column per character', () => {
    expect(String.fromCharCode(...encodeText('Bs\u00a01.234,50 − ŝ ☺ — Ł'))).toBe('Bs 1.234,50 - s ? - ?');
    expect(encodeText('a\tb\rc')).toEqual([0x61, 0x62, 0x63]);
  });
});

describe('wrap', () => {
  it('breaks by words and cuts a word longer than the line', () => {
    expect(wrap('Lotto Activo 08:00 Mañana', 10)).toEqual(['Lotto', 'Activo', '08:00', 'Mañana']);
    expect(wrap('ABCDEFGHIJKL', 5)).toEqual(['ABCDE', 'FGHIJ', 'KL']);
    expect(wrap('uno\ndos', 32)).toEqual(['uno', 'dos']);
  });
});

describe('EscPos', () => {
  it('starts with ESC @ and the PC858 code page (ESC t 19)', () => {
    expect(hex(new EscPos(58).init().bytes())).toBe('1b 40 1b 74 13');
  });

  it('aligns, bolds and doubles with their commands', () => {
    const bytes = new EscPos(58).align('center').bold(true).doubleSize(true).doubleSize(false).bold(false).bytes();
    expect(hex(bytes)).toBe('1b 61 01 1b 45 01 1d 21 11 1d 21 00 1b 45 00');
  });

  it('puts an amount at the right edge: 32 columns on 58 mm, 48 on 80 mm', () => {
    const line = (paper: 58 | 80) => String.fromCharCode(...new EscPos(paper).row('TOTAL', 'Bs 1.234,50').bytes());
    expect(line(58)).toBe(`TOTAL${' '.repeat(16)}Bs 1.234,50\n`);
    expect(line(80)).toBe(`TOTAL${' '.repeat(32)}Bs 1.234,50\n`);
  });

  it('wraps a long text before its amount and keeps the amount whole', () => {
    const text = String.fromCharCode(
      ...new EscPos(58).row('Terminal con signo 12 Aries y algo más', 'Bs 10,00').bytes(),
    );
    // The text keeps to its own column, left of the amount's.
    expect(text.split('\n')).toEqual(['Terminal con signo 12', `Aries y algo m\xa0s${' '.repeat(8)}Bs 10,00`, '']);
  });

  it('halves the columns in double size', () => {
    const text = String.fromCharCode(...new EscPos(58).doubleSize(true).rule('=').bytes().slice(3));
    expect(text).toBe(`${'='.repeat(16)}\n`);
  });

  it('stores and prints a model 2 QR with its size and error level', () => {
    expect(hex(new EscPos(80).qr('AB', { size: 5, level: 'Q' }).bytes())).toBe(
      [
        '1d 28 6b 04 00 31 41 32 00',
        '1d 28 6b 03 00 31 43 05',
        '1d 28 6b 03 00 31 45 32',
        '1d 28 6b 05 00 31 50 30 41 42',
        '1d 28 6b 03 00 31 51 30',
      ].join(' '),
    );
  });

  it('writes a QR longer than 255 bytes with its length in two bytes', () => {
    const bytes = new EscPos(80).qr('x'.repeat(300)).bytes();
    expect(hex(bytes.slice(25, 30))).toBe('1d 28 6b 2f 01');
  });

  it('draws a CODE128 barcode: digits in code set C, other text in code set B', () => {
    expect(hex(new EscPos(58).barcode('0012345678').bytes())).toBe(
      '1d 68 3c 1d 77 02 1d 48 02 1d 6b 49 07 7b 43 00 0c 22 38 4e 0a',
    );
    expect(hex(new EscPos(58).barcode('A1', { height: 40, moduleWidth: 3 }).bytes())).toBe(
      '1d 68 28 1d 77 03 1d 48 02 1d 6b 49 04 7b 42 41 31 0a',
    );
  });

  it('cuts with GS V and pulses the drawer with ESC p', () => {
    expect(hex(new EscPos(58).feed(3).cut().openDrawer().bytes())).toBe('1b 64 03 1d 56 42 00 1b 70 00 19 fa');
  });
});

describe('hexDump', () => {
  it('writes 16 bytes a line with their printable text', () => {
    expect(hexDump(Uint8Array.from([0x1b, 0x40, 0x41, 0x0a]))).toBe(`00000000  1b 40 41 0a${' '.repeat(36)}  |.@A.|\n`);
  });
});
