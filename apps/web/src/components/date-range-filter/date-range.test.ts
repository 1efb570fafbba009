import { describe, expect, it } from 'vitest';
import { daysIn, isDay, presetOf, presetRange, previousPeriod, readDateRange, writeDateRange } from '.';

const CARACAS = 'America/Caracas'; // UTC−4, no daylight saving
const at = (iso: string) => new Date(iso).getTime();
// Wednesday 2026-03-18, 15:00 in Caracas.
const WEDNESDAY = at('2026-03-18T19:00:00Z');

describe('presetRange', () => {
  it('hoy and ayer are single days in the zone', () => {
    expect(presetRange('today', WEDNESDAY, CARACAS)).toEqual({ from: '2026-03-18', to: '2026-03-18' });
    expect(presetRange('yesterday', WEDNESDAY, CARACAS)).toEqual({ from: '2026-03-17', to: '2026-03-17' });
  });

  it('esta semana starts on Monday, also on a Sunday and on a Monday', () => {
    expect(presetRange('this_week', WEDNESDAY, CARACAS)).toEqual({ from: '2026-03-16', to: '2026-03-18' });
    const sunday = at('2026-03-22T12:00:00Z');
    expect(presetRange('this_week', sunday, CARACAS)).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    const monday = at('2026-03-23T12:00:00Z');
    expect(presetRange('this_week', monday, CARACAS)).toEqual({ from: '2026-03-23', to: '2026-03-23' });
  });

  it('a week and a month may cross a month and a year boundary', () => {
    const newYear = at('2026-01-01T12:00:00Z'); // a Thursday
    expect(presetRange('this_week', newYear, CARACAS)).toEqual({ from: '2025-12-29', to: '2026-01-01' });
    expect(presetRange('this_month', newYear, CARACAS)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(presetRange('yesterday', newYear, CARACAS)).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    const leapDay = at('2028-02-29T12:00:00Z');
    expect(presetRange('this_month', leapDay, CARACAS)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("follows the caller's zone, not UTC", () => {
    // 02:30 UTC on the 1st of April is still the 31st of March in Caracas and in Bogotá.
    const lateNight = at('2026-04-01T02:30:00Z');
    expect(presetRange('today', lateNight, CARACAS)).toEqual({ from: '2026-03-31', to: '2026-03-31' });
    expect(presetRange('this_month', lateNight, 'America/Bogota')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('this_month', lateNight, 'Europe/Madrid')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });
});

describe('presetOf', () => {
  it('names the preset of a range, or Rango', () => {
    expect(presetOf({ from: '2026-03-18', to: '2026-03-18' }, WEDNESDAY, CARACAS)).toBe('today');
    expect(presetOf({ from: '2026-03-16', to: '2026-03-18' }, WEDNESDAY, CARACAS)).toBe('this_week');
    expect(presetOf({ from: '2026-03-01', to: '2026-03-18' }, WEDNESDAY, CARACAS)).toBe('this_month');
    expect(presetOf({ from: '2026-03-02', to: '2026-03-18' }, WEDNESDAY, CARACAS)).toBe('custom');
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-03-18', to: '2026-03-18' })).toEqual({ from: '2026-03-17', to: '2026-03-17' });
    expect(previousPeriod({ from: '2026-03-16', to: '2026-03-22' })).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    const marchSoFar = { from: '2026-03-01', to: '2026-03-18' };
    expect(daysIn(marchSoFar)).toBe(18);
    expect(previousPeriod(marchSoFar)).toEqual({ from: '2026-02-11', to: '2026-02-28' });
  });

  it('counts days across a daylight-saving change', () => {
    // Madrid moves its clocks on 2026-03-29: still seven days.
    expect(daysIn({ from: '2026-03-26', to: '2026-04-01' })).toBe(7);
    expect(previousPeriod({ from: '2026-03-30', to: '2026-04-05' })).toEqual({ from: '2026-03-23', to: '2026-03-29' });
  });
});

describe('the range in the URL', () => {
  it('round-trips through from_date and to_date, keeping other params and going back to page 1', () => {
    const params = writeDateRange(new URLSearchParams('agency=3&page=4'), { from: '2026-03-01', to: '2026-03-18' });
    expect(params.toString()).toBe('agency=3&from_date=2026-03-01&to_date=2026-03-18');
    expect(readDateRange(params, WEDNESDAY, CARACAS)).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(writeDateRange(params, undefined).toString()).toBe('agency=3');
  });

  it('takes other param names and a list prefix', () => {
    const options = { fromParam: 'date_from', toParam: 'date_to', pageParam: 't_page' };
    const params = writeDateRange(new URLSearchParams('t_page=2'), { from: '2026-03-05', to: '2026-03-01' }, options);
    expect(params.toString()).toBe('date_from=2026-03-01&date_to=2026-03-05');
    expect(readDateRange(params, WEDNESDAY, CARACAS, options)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
  });

  it('falls back to the default preset on a missing or impossible day, and orders swapped days', () => {
    const read = (query: string) =>
      readDateRange(new URLSearchParams(query), WEDNESDAY, CARACAS, { defaultPreset: 'this_week' });
    const thisWeek = { from: '2026-03-16', to: '2026-03-18' };
    expect(read('')).toEqual(thisWeek);
    expect(read('from_date=2026-02-30&to_date=2026-03-01')).toEqual(thisWeek);
    expect(read('from_date=18/03/2026&to_date=2026-03-18')).toEqual(thisWeek);
    expect(read('from_date=2026-03-10')).toEqual(thisWeek);
    expect(read('from_date=2026-03-10&to_date=2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-10' });
  });

  it('knows a real day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-3-1')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
