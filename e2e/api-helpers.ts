import { signIn } from '@banca/contracts';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** The demo Venezuelan banca's zone: the day and the draws' times of the flows are read in it. */
export const BANCA_ZONE = 'America/Caracas';

/** The bearer header of an access token, for calls the flows make straight to the API. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The bearer header and the banca's zone, for reads of "today" (reports, dashboards). */
export const authInBancaZone = (token: string) => ({ ...auth(token), 'x-timezone': BANCA_ZONE });

/** A demo user's access token, signed in through the API. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(signIn.path, { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Minutes of the day as `HH:MM` (a draw's time). */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes since midnight and seconds now, on the banca's clock. */
export function bancaClock(): { minutes: number; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: BANCA_ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return { minutes: part('hour') * 60 + part('minute'), seconds: part('second') };
}

/** Minutes since midnight now, on the banca's clock. */
export const bancaMinutes = () => bancaClock().minutes;

/** Today on the banca's clock, as an ISO date (YYYY-MM-DD). */
export const bancaDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: BANCA_ZONE }).format(new Date());
