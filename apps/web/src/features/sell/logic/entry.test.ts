import { describe, expect, it } from 'vitest';
import { saleDraw, TRIPLE } from '../test-data';
import { entryPlays } from './entry';

const SYMBOLS = {
  '1': [
    { number: '0', name: 'Delfín' },
    { number: '5', name: 'León' },
  ],
  '2': [{ number: '5', name: 'León' }],
};
const lotto = saleDraw({ occurrence_id: 10, product_id: 1 });
const granjita = saleDraw({ occurrence_id: 20, product_id: 2, draw_name: 'La Granjita 09:00' });
const signo = {
  code: 'TRIPLE_SIGNO',
  name: 'Triple con signo',
  multiplier: '6000',
  digits: 3,
  needs_sign: true,
} as const;
const triple = saleDraw({ occurrence_id: 30, product_id: 3, product_type: 'TRIPLE', bet_types: [TRIPLE, signo] });

describe('entryPlays', () => {
  it('makes one play per selected draw', () => {
    expect(
      entryPlays([lotto, granjita], { bet_type: 'ANIMALITO', number: '05', sign: null, amount: '1000' }, SYMBOLS),
    ).toEqual({
      ok: true,
      plays: [
        { occurrence_id: 10, bet_type: 'ANIMALITO', number: '5', sign: null, amount: '1000' },
        { occurrence_id: 20, bet_type: 'ANIMALITO', number: '5', sign: null, amount: '1000' },
      ],
    });
  });

  it("checks the number against each draw's own symbols", () => {
    expect(
      entryPlays([lotto, granjita], { bet_type: 'ANIMALITO', number: '0', sign: null, amount: '1000' }, SYMBOLS),
    ).toEqual({
      ok: false,
      field: 'number',
      message: 'El 0 no es un animalito de este sorteo.',
    });
  });

  it('asks for draws, a positive amount, a bet type the draw sells and a sign', () => {
    const entry = { bet_type: 'TRIPLE_SIGNO', number: '123', sign: null, amount: '500' } as const;
    expect(entryPlays([], entry, SYMBOLS)).toMatchObject({ ok: false, field: 'draws' });
    expect(entryPlays([triple], { ...entry, amount: '0' }, SYMBOLS)).toMatchObject({ ok: false, field: 'amount' });
    expect(entryPlays([triple], { ...entry, amount: '1,5' }, SYMBOLS)).toMatchObject({ ok: false, field: 'amount' });
    expect(entryPlays([lotto], entry, SYMBOLS)).toEqual({
      ok: false,
      field: 'number',
      message: 'Lotto Activo 08:00 no vende esta jugada.',
    });
    expect(entryPlays([triple], entry, SYMBOLS)).toEqual({ ok: false, field: 'sign', message: 'Seleccione el signo.' });
    expect(entryPlays([triple], { ...entry, sign: 2 }, SYMBOLS)).toMatchObject({ ok: true, plays: [{ sign: 2 }] });
    expect(entryPlays([triple], { ...entry, bet_type: 'TRIPLE', sign: 2 }, SYMBOLS)).toMatchObject({
      ok: true,
      plays: [{ sign: null }],
    });
  });
});
