import { describe, expect, it } from 'vitest';
import { byCurrency, changeOf, daysOf, periodLabel, valuesByDay, valuesByHour } from './kpi-figures';

describe('changeOf', () => {
  it('gives the change in percent, half up on the exact integers', () => {
    expect(changeOf('112500', '100000')).toEqual({ text: '+12,5 %', trend: 'up' });
    expect(changeOf('97', '100')).toEqual({ text: '−3,0 %', trend: 'down' });
    // 1/3 of a percent up: 0,3 %; 1 in 2,000 (0,05 %) rounds up to 0,1 %.
    expect(changeOf(301, 300)).toEqual({ text: '+0,3 %', trend: 'up' });
    expect(changeOf(2001, 2000)).toEqual({ text: '+0,1 %', trend: 'up' });
    expect(changeOf(100000, 99999999)).toEqual({ text: '−99,9 %', trend: 'down' });
  });

  it('reads amounts beyond a double exactly', () => {
    expect(changeOf('90071992547409930', '90071992547409920')).toEqual({ text: '0,0 %', trend: 'same' });
  });

  it('says nothing against an empty period, and no change between two empty ones', () => {
    expect(changeOf('500', '0')).toEqual({ text: '—', trend: 'none' });
    expect(changeOf(0, 0)).toEqual({ text: '0,0 %', trend: 'same' });
  });
});

describe('series', () => {
  it('groups rows by currency in the order BS, USD, COP', () => {
    const rows = [
      { currency: 'USD' as const, n: 1 },
      { currency: 'BS' as const, n: 2 },
      { currency: 'USD' as const, n: 3 },
    ];
    expect(byCurrency(rows)).toEqual([
      ['BS', [{ currency: 'BS', n: 2 }]],
      [
        'USD',
        [
          { currency: 'USD', n: 1 },
          { currency: 'USD', n: 3 },
        ],
      ],
    ]);
  });

  it('lists every day of a range across a month end and fills the days without rows with zero', () => {
    const days = daysOf({ from: '2026-02-27', to: '2026-03-02' });
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(valuesByDay(days, [{ date: '2026-03-01', sales: '900' }], (row) => row.sales)).toEqual([0, 0, '900', 0]);
  });

  it('gives 24 hours', () => {
    const values = valuesByHour([{ hour: 9, tickets: 4 }], (row) => row.tickets);
    expect(values).toHaveLength(24);
    expect(values[9]).toBe(4);
    expect(values[10]).toBe(0);
  });

  it('names a period', () => {
    expect(periodLabel({ from: '2026-03-04', to: '2026-03-04' })).toBe('miércoles 04/03');
    expect(periodLabel({ from: '2026-03-01', to: '2026-03-07' })).toBe('01/03 – 07/03');
  });
});
