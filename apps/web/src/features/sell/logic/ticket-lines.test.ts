import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addLines,
  lineErrorsFrom,
  lineKey,
  playGroups,
  removeLine,
  toSalePlays,
  totalOf,
  type TicketLine,
} from './ticket-lines';

const LIMITS = { min_per_play: '200', max_per_play: '200000', max_per_ticket: '500000' };
const line = (over: Partial<TicketLine> = {}): TicketLine => ({
  occurrence_id: 1,
  bet_type: 'ANIMALITO',
  number: '5',
  sign: null,
  amount: '1000',
  ...over,
});

describe('addLines', () => {
  it('adds new plays and merges the same number on the same draw', () => {
    const first = addLines([], [line(), line({ occurrence_id: 2 })], LIMITS, 'BS');
    expect(first).toEqual({ ok: true, lines: [line(), line({ occurrence_id: 2 })] });
    const merged = addLines(first.ok ? first.lines : [], [line({ amount: '550' })], LIMITS, 'BS');
    expect(merged.ok && merged.lines).toEqual([line({ amount: '1550' }), line({ occurrence_id: 2 })]);
  });

  it('keeps 0 and 00, other bet types and other signs apart', () => {
    const result = addLines(
      [line({ number: '0' })],
      [line({ number: '00' }), line({ bet_type: 'TRIPLE', number: '0' }), line({ number: '0', sign: 3 })],
      LIMITS,
      'BS',
    );
    expect(result.ok && result.lines).toHaveLength(4);
  });

  it('refuses, adding nothing, a play outside the per-play range or a ticket over its maximum', () => {
    expect(addLines([], [line({ amount: '100' })], LIMITS, 'BS')).toEqual({
      ok: false,
      message: 'El mínimo por jugada es Bs 2,00.',
    });
    expect(addLines([line({ amount: '150000' })], [line({ amount: '60000' })], LIMITS, 'BS')).toEqual({
      ok: false,
      message: 'El máximo por jugada es Bs 2.000,00 (el 5 llegaría a Bs 2.100,00).',
    });
    const many = [1, 2, 3].map((occurrence_id) => line({ occurrence_id, amount: '200000' }));
    expect(addLines([], many, LIMITS, 'BS')).toEqual({ ok: false, message: 'El máximo por ticket es Bs 5.000,00.' });
  });

  it('refuses more than fifty plays', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => line({ number: String(index), amount: '200' }));
    const result = addLines(fifty, [line({ number: '99', amount: '200' })], LIMITS, 'BS');
    expect(result).toEqual({ ok: false, message: 'Un ticket no puede tener más de 50 jugadas.' });
  });
});

describe('lines', () => {
  it('totals exactly, removes by key and sends the sign only when there is one', () => {
    const lines = [line({ amount: '999999999999999' }), line({ number: '12', bet_type: 'TERMINAL_SIGNO', sign: 4 })];
    expect(totalOf(lines)).toBe(1_000_000_000_000_999n);
    expect(removeLine(lines, lineKey(lines[0]!))).toEqual([lines[1]]);
    expect(toSalePlays(lines)).toEqual([
      { occurrence_id: 1, bet_type: 'ANIMALITO', number: '5', amount: '999999999999999' },
      { occurrence_id: 1, bet_type: 'TERMINAL_SIGNO', number: '12', sign: 4, amount: '1000' },
    ]);
  });
});

describe('lineErrorsFrom', () => {
  it('puts the server field errors on the plays they name', () => {
    const lines = [line(), line({ number: '7' })];
    expect(
      lineErrorsFrom(
        [
          { field: 'plays.1.number', message: 'Número agotado.' },
          { field: 'plays.1', message: 'Sorteo cerrado.' },
          { field: 'plays.9.number', message: 'Fuera.' },
          { field: 'taquilla_id', message: 'Seleccione la taquilla.' },
        ],
        lines,
      ),
    ).toEqual({
      byLine: { [lineKey(lines[1]!)]: 'Número agotado. Sorteo cerrado.' },
      other: ['Fuera.', 'Seleccione la taquilla.'],
    });
  });
});

describe('playGroups', () => {
  it('makes one row of a play sent to several draws, in the order plays were added', () => {
    const lines = [
      line({ occurrence_id: 1, number: '7' }),
      line({ occurrence_id: 2, number: '7' }),
      line({ occurrence_id: 1, number: '8' }),
      line({ occurrence_id: 2, number: '8' }),
      line({ occurrence_id: 1, number: '9' }),
      line({ occurrence_id: 2, number: '9' }),
    ];
    const groups = playGroups(lines);
    expect(groups.map((group) => group.lines.map((one) => one.occurrence_id))).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
    expect(groups.map((group) => [group.amount, group.total])).toEqual([
      ['1000', 2000n],
      ['1000', 2000n],
      ['1000', 2000n],
    ]);
  });

  it('keeps apart plays of another amount, bet type or sign', () => {
    const groups = playGroups([
      line({ occurrence_id: 1 }),
      line({ occurrence_id: 2, amount: '2000' }),
      line({ occurrence_id: 3, bet_type: 'TRIPLE' }),
      line({ occurrence_id: 4, sign: 2 }),
    ]);
    expect(groups).toHaveLength(4);
  });

  it('never loses or changes a line: the groups hold every line and the same total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            occurrence_id: fc.integer({ min: 1, max: 4 }),
            number: fc.constantFrom('0', '00', '7', '36'),
            amount: fc.constantFrom('200', '5000', '999999999999'),
          }),
          { maxLength: 30 },
        ),
        (plays) => {
          const lines = plays.map((play) => line(play));
          const groups = playGroups(lines);
          expect(groups.flatMap((group) => group.lines)).toHaveLength(lines.length);
          expect(groups.reduce((sum, group) => sum + group.total, 0n)).toBe(totalOf(lines));
        },
      ),
    );
  });
});
