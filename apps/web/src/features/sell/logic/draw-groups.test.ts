import type { Ticket } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { groupDraws, isSellable, sharedBetTypes } from './draw-groups';
import { repeatLines } from './repeat-ticket';
import { saleDraw, TERMINAL, TRIPLE } from '../test-data';

describe('groupDraws', () => {
  it('groups by lottery name, then slot, then time', () => {
    const draws = [
      saleDraw({ occurrence_id: 3, lottery_id: 2, lottery_name: 'La Granjita' }),
      saleDraw({ occurrence_id: 2, slot: 2, slot_name: 'Tarde', draw_at: '2026-03-02T18:00:00.000Z' }),
      saleDraw({ occurrence_id: 1, draw_at: '2026-03-02T13:00:00.000Z' }),
      saleDraw({ occurrence_id: 4, draw_at: '2026-03-02T12:00:00.000Z' }),
    ];
    const groups = groupDraws(draws);
    expect(groups.map((group) => group.lottery_name)).toEqual(['La Granjita', 'Lotto Activo']);
    expect(groups[1]!.slots.map((slot) => [slot.slot_name, slot.draws.map((draw) => draw.occurrence_id)])).toEqual([
      ['Mañana', [4, 1]],
      ['Tarde', [2]],
    ]);
  });
});

describe('draws', () => {
  it('offers the bet types all selected draws share', () => {
    expect(sharedBetTypes([saleDraw({ bet_types: [TRIPLE, TERMINAL] }), saleDraw({ bet_types: [TERMINAL] })])).toEqual([
      TERMINAL,
    ]);
    expect(sharedBetTypes([saleDraw(), saleDraw({ bet_types: [TRIPLE] })])).toEqual([]);
    expect(sharedBetTypes([])).toEqual([]);
  });

  it('sells only OPEN draws before their close instant on the server clock', () => {
    const closeAt = Date.parse('2026-03-02T11:50:00.000Z');
    expect(isSellable(saleDraw(), closeAt - 1)).toBe(true);
    expect(isSellable(saleDraw(), closeAt)).toBe(false);
    expect(isSellable(saleDraw({ state: 'SUSPENDED' }), closeAt - 1)).toBe(false);
  });
});

describe('repeatLines', () => {
  it('repeats the sold plays of draws still open, leaving out the others', () => {
    const play = (occurrence_id: number, number: string, amount: string) =>
      ({ occurrence_id, bet_type: 'ANIMALITO', number, sign: null, amount }) as Ticket['plays'][number];
    const ticket = { plays: [play(1, '5', '1000'), play(2, '7', '500'), play(1, '9', '0')] } as Ticket;
    const draws = [saleDraw({ occurrence_id: 1 }), saleDraw({ occurrence_id: 2, state: 'CLOSED' })];
    expect(repeatLines(ticket, draws, Date.parse('2026-03-02T11:00:00.000Z'))).toEqual({
      lines: [{ occurrence_id: 1, bet_type: 'ANIMALITO', number: '5', sign: null, amount: '1000' }],
      skipped: 2,
    });
  });
});
