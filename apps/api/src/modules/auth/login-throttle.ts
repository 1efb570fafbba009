/**
 * Failed sign-ins slow an attacker down with growing delays, per account (kept in the users
 * table) and per address (kept here, in memory, per process). Either way no more than 100
 * failures an hour get through.
 */

const HOUR_MS = 3_600_000;
const MAX_FAILURES_PER_HOUR = 100;
const MAX_DELAY_S = 60;

/** Seconds to wait after `failures` consecutive failures, once `free` of them are spent. */
export function delayAfterFailures(failures: number, free: number): number {
  if (failures >= MAX_FAILURES_PER_HOUR) return HOUR_MS / 1000;
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_DELAY_S);
}

/** Free failures of one account before the delays start. */
export const ACCOUNT_FREE_FAILURES = 5;
/** Free failures of one address (several people may share it) before the delays start. */
export const ADDRESS_FREE_FAILURES = 20;

/** The account's count after one more failure: it starts again after an hour without failures. */
export function nextAccountFailureCount(current: number, lastFailureAt: Date | null, now: Date): number {
  const stale = !lastFailureAt || now.getTime() - lastFailureAt.getTime() > HOUR_MS;
  return stale ? 1 : current + 1;
}

interface FailureState {
  failures: number;
  firstAt: number;
  blockedUntil: number;
}

/**
 * Failures counted in memory by key: by address, and by username for names that match no
 * account (so that an unknown name is throttled exactly like a real one and 429 tells nothing).
 */
export class FailureThrottle {
  private readonly byAddress = new Map<string, FailureState>();

  constructor(private readonly freeFailures: number) {}

  /** Seconds the address must still wait, 0 if it may try now. */
  retryAfter(address: string, now = Date.now()): number {
    const state = this.current(address, now);
    return state && state.blockedUntil > now ? Math.ceil((state.blockedUntil - now) / 1000) : 0;
  }

  recordFailure(address: string, now = Date.now()): void {
    const state = this.current(address, now) ?? { failures: 0, firstAt: now, blockedUntil: 0 };
    state.failures += 1;
    state.blockedUntil = now + delayAfterFailures(state.failures, this.freeFailures) * 1000;
    this.byAddress.set(address, state);
    if (this.byAddress.size > 100_000) this.prune(now);
  }

  private current(address: string, now: number): FailureState | undefined {
    const state = this.byAddress.get(address);
    if (state && now - state.firstAt > HOUR_MS && state.blockedUntil <= now) {
      this.byAddress.delete(address);
      return undefined;
    }
    return state;
  }

  private prune(now: number): void {
    for (const [address, state] of this.byAddress) {
      if (now - state.firstAt > HOUR_MS && state.blockedUntil <= now) this.byAddress.delete(address);
    }
  }
}
