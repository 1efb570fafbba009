import type { SuspendableDraw } from '@banca/contracts';
import { describe, expect, it } from 'vitest';
import { groupByLottery } from './group-by-lottery';

const draw = (id: number, lottery: [number, string], time: string, product = 'Producto'): SuspendableDraw => ({
  occurrence_id: id,
  draw_id: id,
  draw_name: `${product} ${time}`,
  draw_time: time,
  product_id: 1,
  product_name: product,
  product_type: 'ANIMALITOS',
  lottery_id: lottery[0],
  lottery_name: lottery[1],
  draw_date: '2099-01-01',
  draw_at: '2099-01-01T14:00:00.000Z',
  close_at: '2099-01-01T13:55:00.000Z',
  state: 'OPEN',
  result_number: null,
  suspensions: [],
});

describe('groupByLottery', () => {
  it('groups the draws by lottery, lotteries by name and draws by time', () => {
    const lotto: [number, string] = [1, 'Lotto Activo'];
    const granjita: [number, string] = [2, 'La Granjita'];
    const groups = groupByLottery([draw(1, lotto, '11:00'), draw(2, granjita, '09:00'), draw(3, lotto, '09:00')]);
    expect(groups.map((group) => [group.lottery_name, group.draws.map((d) => d.occurrence_id)])).toEqual([
      ['La Granjita', [2]],
      ['Lotto Activo', [3, 1]],
    ]);
  });

  it('gives nothing for a day without draws', () => {
    expect(groupByLottery([])).toEqual([]);
  });
});
