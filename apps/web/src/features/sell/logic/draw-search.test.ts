import { describe, expect, it } from 'vitest';
import { saleDraw } from '../test-data';
import { nextClosingDraw, searchDraws } from './draw-search';

const NOW = Date.parse('2026-03-02T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const DRAWS = [
  saleDraw({ occurrence_id: 1, draw_name: 'Lotto Activo 10:00', draw_time: '10:00', close_at: at(60) }),
  saleDraw({
    occurrence_id: 2,
    draw_name: 'La Granjita 09:00',
    lottery_name: 'La Granjita',
    product_name: 'La Granjita',
    lottery_id: 2,
    draw_time: '09:00',
    close_at: at(5),
  }),
  saleDraw({ occurrence_id: 3, draw_name: 'Lotería del Táchira', draw_time: '11:00', close_at: at(30) }),
  saleDraw({ occurrence_id: 4, draw_name: 'Lotto Activo 08:00', draw_time: '08:00', close_at: at(-1) }),
];

describe('finding a draw from the keyboard', () => {
  it('finds by every word, without accents or case, and by the time with or without its colon', () => {
    expect(searchDraws(DRAWS, 'granjita', NOW).map((d) => d.occurrence_id)).toEqual([2]);
    expect(searchDraws(DRAWS, 'LOTERIA tachira', NOW).map((d) => d.occurrence_id)).toEqual([3]);
    expect(searchDraws(DRAWS, '1000', NOW).map((d) => d.occurrence_id)).toEqual([1]);
    expect(searchDraws(DRAWS, '10:00', NOW).map((d) => d.occurrence_id)).toEqual([1]);
  });

  it('never offers a closed draw, and an empty query finds nothing', () => {
    expect(searchDraws(DRAWS, '08:00', NOW)).toEqual([]);
    expect(searchDraws(DRAWS, '  ', NOW)).toEqual([]);
  });

  it('takes the next draw to close among those not selected yet', () => {
    expect(nextClosingDraw(DRAWS, [], NOW)?.occurrence_id).toBe(2);
    expect(nextClosingDraw(DRAWS, [2], NOW)?.occurrence_id).toBe(3);
    expect(nextClosingDraw(DRAWS, [1, 2, 3], NOW)).toBeNull();
  });
});
