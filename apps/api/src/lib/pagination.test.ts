import { describe, expect, it } from 'vitest';
import { listPage } from './pagination';

describe('listPage', () => {
  const query = { page: 3, per_page: 10, order: 'asc' as const };

  it('computes the offset from the page and counts when no total is cached', async () => {
    const calls: number[][] = [];
    const page = await listPage(query, null, async (limit, offset) => (calls.push([limit, offset]), ['x']), async () => 42);
    expect(calls).toEqual([[10, 20]]);
    expect(page).toEqual({ data: ['x'], total: 42, page: 3, per_page: 10 });
  });

  it('skips the count when the client sent the total it holds', async () => {
    let counted = false;
    const page = await listPage(query, 7, async () => [], async () => ((counted = true), 0));
    expect(counted).toBe(false);
    expect(page.total).toBe(7);
  });
});
