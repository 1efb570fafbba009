/**
 * The point of sale counts down to the SERVER's close instants: the browser's clock may be
 * minutes off. `offset` is what to add to the browser's clock to read the server's.
 */

/** Milliseconds to add to `Date.now()`: the server time of an answer against the local time the answer came back. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export const serverNow = (offset: number, localNow: number = Date.now()): number => localNow + offset;

/** Draws closing within this time are highlighted with a countdown. */
export const CLOSING_SOON_MS = 10 * 60_000;

/** Milliseconds left until `closeAt` (never negative). */
export function msUntil(closeAt: string, now: number): number {
  return Math.max(0, Date.parse(closeAt) - now);
}

export const isClosingSoon = (remaining: number): boolean => remaining > 0 && remaining <= CLOSING_SOON_MS;

/** "09:05" (minutes:seconds) below an hour, "1:02:03" above, rounding up so 0 means closed. */
export function formatCountdown(remaining: number): string {
  const total = Math.ceil(remaining / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** What a screen reader says for a countdown ("Cierra en 4 minutos 5 segundos"). */
export function countdownLabel(remaining: number): string {
  const total = Math.ceil(remaining / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : null,
    `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`,
  ];
  return `Cierra en ${parts.filter(Boolean).join(' ')}`;
}
