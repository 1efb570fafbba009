import { describe, expect, it } from 'vitest';
import { formatDuration, formatEvery } from './durations';

describe('durations of jobs and runs', () => {
  it('reads as a person would say them', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(900_000)).toBe('15 min');
    expect(formatDuration(3_780_000)).toBe('1 h 3 min');
    expect(formatEvery(1_000)).toBe('cada 1 s');
    expect(formatEvery(3_600_000)).toBe('cada 1 h');
  });
});
