import { listDayDigests, type DayDigest, type ListDayDigestsResponse } from '@banca/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/features/auth/testing';
import { DEMO_USERS } from '@/test/demo-users';
import { jsonResponse, recordFetch, urlsTo } from '@/test/fake-api';
import { DAY_DIGESTS_PATH } from '../paths';
import { Component as DayDigestsPage } from './day-digests-page';

const hex = (c: string) => c.repeat(64);
const digest = (day: string, digestHex: string, previous: string | null, audit: string, ledger: string): DayDigest => ({
  day,
  zone: 'America/Caracas',
  version: 1,
  heads: [
    { chain: 'audit', seq: audit, hash: hex('a') },
    { chain: 'ledger', seq: ledger, hash: hex('b') },
  ],
  previous,
  digest: digestHex,
  sealed_at: '2026-11-26T04:00:05.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('the day digests screen', { timeout: 30_000 }, () => {
  it('shows each closed day newest first, its digest short with the whole value in its title, and the chain heads', async () => {
    const last = '4302bf7e59f78f62d856c98a91420791458833261d05e457b23d8df3c99b6ba3';
    const page: ListDayDigestsResponse = {
      data: [
        digest('2026-11-25', last, hex('1'), '9642', '1326'),
        digest('2026-11-24', hex('1'), null, '9600', '1300'),
      ],
      total: 2,
      page: 1,
      per_page: 50,
    };
    const asked = recordFetch(() => jsonResponse(200, page));
    renderSignedIn(DayDigestsPage, DEMO_USERS.admin, { url: DAY_DIGESTS_PATH, route: DAY_DIGESTS_PATH });
    const table = await screen.findByRole('table', { name: 'Huellas diarias' });
    await within(table).findByText('25/11/2026');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('25/11/2026')).toBeTruthy();
    expect(within(rows[0]!).getByTitle(last).textContent).toBe('4302bf7e…c99b6ba3');
    expect(within(rows[0]!).getByText('9642')).toBeTruthy();
    expect(within(rows[0]!).getByText('1326')).toBeTruthy();
    expect(within(rows[1]!).getByText('24/11/2026')).toBeTruthy();
    const first = urlsTo(asked, listDayDigests.path)[0]!;
    expect(first.searchParams.get('sort')).toBe('day');
    expect(first.searchParams.get('order')).toBe('desc');
  });
});
