/**
 * Failed sign-ins slow the attacker down, not the owner: growing delays per account and address
 * (5 free failures), per address whatever the account (20), and per account from anywhere but
 * the address it last signed in from (50, a ceiling against attacks spread over many addresses).
 * Counts live in the database, shared by every API process. Either way no more than 100
 * failures an hour get through on one key.
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

/** Free failures of one account from one address before the delays start. */
export const ACCOUNT_ADDRESS_FREE_FAILURES = 5;
/** Free failures of one account from every address but its usual one. */
export const ACCOUNT_FREE_FAILURES = 50;
/** Free failures of one address (several people may share it) before the delays start. */
export const ADDRESS_FREE_FAILURES = 20;

/** The account's count after one more failure: it starts again after an hour without failures. */
export function nextAccountFailureCount(current: number, lastFailureAt: Date | null, now: Date): number {
  const stale = !lastFailureAt || now.getTime() - lastFailureAt.getTime() > HOUR_MS;
  return stale ? 1 : current + 1;
}

/** The throttle's keys of one attempt. */
export const throttleKeys = (username: string, address: string) => {
  const name = username.toLowerCase();
  return { address: `address:${address}`, accountAddress: `account:${name}:${address}`, account: `account:${name}` };
};
