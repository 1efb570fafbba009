import { describe, expect, it } from 'vitest';
import { delayAfterFailures, nextAccountFailureCount, throttleKeys } from './login-throttle';

describe('login throttle', () => {
  it('grows the delay after the free failures, capped at a minute', () => {
    expect([4, 5, 6, 7, 10, 20].map((n) => delayAfterFailures(n, 5))).toEqual([0, 1, 2, 4, 32, 60]);
  });

  it('never lets more than 100 failures an hour through for one account', () => {
    let elapsed = 0;
    let failures = 0;
    while (elapsed < 3600) {
      failures += 1;
      elapsed += Math.max(delayAfterFailures(failures, 5), 0.001);
    }
    expect(failures).toBeLessThanOrEqual(100);
    expect(delayAfterFailures(100, 5)).toBe(3600);
  });

  it('starts counting again after an hour without failures', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(nextAccountFailureCount(7, new Date('2026-01-01T11:30:00Z'), now)).toBe(8);
    expect(nextAccountFailureCount(7, new Date('2026-01-01T10:30:00Z'), now)).toBe(1);
    expect(nextAccountFailureCount(0, null, now)).toBe(1);
  });

  it('keys an attempt by address, by account and address, and by account, whatever the name’s case', () => {
    expect(throttleKeys('Agencia', '1.2.3.4')).toEqual({
      address: 'address:1.2.3.4',
      accountAddress: 'account:agencia:1.2.3.4',
      account: 'account:agencia',
    });
  });
});
