import { AppError } from './app-error';

/**
 * Limits on what one caller may do or hold open, counted in this process's memory like the
 * request rate limits (ADR 043: N processes allow N times a limit; the balancer limits per
 * address). Each answers how long to wait, so the refusal can say it.
 */

/** Events per key within a sliding window: exports a minute per user, lookups of one cédula. */
export class WindowCounter {
  private readonly hits = new Map<string, number[]>();
  private sweepAt = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one more event of `key` when there is room: 0; otherwise the seconds until there is. */
  take(key: string): number {
    const now = this.clock();
    this.sweep(now);
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return secondsUntil(recent[0]! + this.windowMs, now);
    }
    recent.push(now);
    this.hits.set(key, recent);
    return 0;
  }

  /** The seconds until `key` has room again (0: it has room now), counting nothing. */
  wait(key: string): number {
    const now = this.clock();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
    return recent.length >= this.max ? secondsUntil(recent[0]! + this.windowMs, now) : 0;
  }

  /** Keys whose window has passed are forgotten now and then, so the map stays small. */
  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + this.windowMs;
    for (const [key, times] of this.hits) if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(key);
  }
}

/** Distinct values per key within a window: cédulas looked up from one address. A value seen again is free. */
export class DistinctCounter {
  private readonly seen = new Map<string, Map<string, number>>();
  private sweepAt = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Notes `value` under `key` when it was seen or there is room: 0; otherwise the seconds until there is. */
  take(key: string, value: string): number {
    const now = this.clock();
    this.sweep(now);
    const values = this.seen.get(key) ?? new Map<string, number>();
    for (const [old, at] of values) if (at <= now - this.windowMs) values.delete(old);
    this.seen.set(key, values);
    if (!values.has(value) && values.size >= this.max) {
      return secondsUntil(Math.min(...values.values()) + this.windowMs, now);
    }
    if (!values.has(value)) values.set(value, now);
    return 0;
  }

  private sweep(now: number) {
    if (now < this.sweepAt) return;
    this.sweepAt = now + this.windowMs;
    for (const [key, values] of this.seen)
      if ([...values.values()].every((at) => at <= now - this.windowMs)) this.seen.delete(key);
  }
}

/** Things held open at once, per key and in all: push streams, exports being written. */
export class OpenCounter {
  private readonly open = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perKey: number,
    private readonly overall: number = Infinity,
  ) {}

  /** Holds one for `key`: how to let it go (once), or 'KEY' / 'ALL' when a limit is reached. */
  enter(key: string): (() => void) | 'KEY' | 'ALL' {
    const mine = this.open.get(key) ?? 0;
    if (mine >= this.perKey) return 'KEY';
    if (this.total >= this.overall) return 'ALL';
    this.open.set(key, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  countOf(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** The 429 of a limit: its Spanish message, and when to try again when that is known. */
export function tooMany(message: string, retryAfterSeconds?: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    message,
    undefined,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined,
  );
}

/** A size limit in words: "2 MiB", "512 KiB". */
export const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.floor(bytes / 1024)} KiB`;

/** "5 minutos", "1 minuto", "30 segundos": a wait in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
