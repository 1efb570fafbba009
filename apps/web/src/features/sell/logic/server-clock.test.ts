import { describe, expect, it } from 'vitest';
import { clockOffset, countdownLabel, formatCountdown, isClosingSoon, msUntil, serverNow } from './server-clock';

describe('server clock', () => {
  it('reads the server time through the offset, whatever the browser clock says', () => {
    // The browser is 3 minutes behind the server.
    const local = Date.parse('2026-03-02T12:00:00.000Z');
    const offset = clockOffset('2026-03-02T12:03:00.000Z', local);
    expect(offset).toBe(180_000);
    expect(new Date(serverNow(offset, local + 1000)).toISOString()).toBe('2026-03-02T12:03:01.000Z');
    expect(clockOffset('no es una fecha', local)).toBe(0);
  });

  it('counts down to a close instant, never below zero', () => {
    const now = Date.parse('2026-03-02T12:00:00.000Z');
    expect(msUntil('2026-03-02T12:09:30.000Z', now)).toBe(570_000);
    expect(msUntil('2026-03-02T11:59:00.000Z', now)).toBe(0);
  });

  it('highlights only what closes within ten minutes and is not yet closed', () => {
    expect(isClosingSoon(600_000)).toBe(true);
    expect(isClosingSoon(600_001)).toBe(false);
    expect(isClosingSoon(0)).toBe(false);
  });

  it('formats the countdown', () => {
    expect(formatCountdown(545_000)).toBe('09:05');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(countdownLabel(245_000)).toBe('Cierra en 4 minutos 5 segundos');
    expect(countdownLabel(1_000)).toBe('Cierra en 1 segundo');
  });
});
