import type { Currency } from '@banca/contracts';

/**
 * A report whose rows are few (one per day and agency, or per taquilla): read whole, sorted, cut to
 * the asked page, and summed per currency over every row (exact integers: counts, and amounts in
 * minor units as text), never two currencies together.
 */

type Paged<S extends string> = { page: number; per_page: number; sort?: S | undefined; order: 'asc' | 'desc' };

/** The rows in the asked column's order (stable: ties keep the query's order); as read when none is asked. */
export function sortedBy<Row, S extends string & keyof Row>(
  rows: readonly Row[],
  query: { sort?: S | undefined; order: 'asc' | 'desc' },
): Row[] {
  const key = query.sort;
  if (key === undefined) return [...rows];
  const sign = query.order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * String(a[key]).localeCompare(String(b[key]), 'es'));
}

export function summedPage<
  Row extends { currency: Currency },
  C extends keyof Row & string,
  A extends keyof Row & string,
>(rows: readonly Row[], query: Paged<string>, columns: { counts: readonly C[]; amounts: readonly A[] }) {
  const offset = (query.page - 1) * query.per_page;
  const sums = new Map<Currency, { counts: Map<C, number>; amounts: Map<A, bigint> }>();
  for (const row of rows) {
    let entry = sums.get(row.currency);
    if (!entry) sums.set(row.currency, (entry = { counts: new Map(), amounts: new Map() }));
    for (const column of columns.counts)
      entry.counts.set(column, (entry.counts.get(column) ?? 0) + Number(row[column]));
    for (const column of columns.amounts)
      entry.amounts.set(column, (entry.amounts.get(column) ?? 0n) + BigInt(String(row[column])));
  }
  const totals = [...sums].map(([currency, entry]) => ({
    currency,
    ...Object.fromEntries(columns.counts.map((column) => [column, entry.counts.get(column) ?? 0])),
    ...Object.fromEntries(columns.amounts.map((column) => [column, String(entry.amounts.get(column) ?? 0n)])),
  })) as ({ currency: Currency } & Record<C, number> & Record<A, string>)[];
  return {
    data: rows.slice(offset, offset + query.per_page),
    total: rows.length,
    page: query.page,
    per_page: query.per_page,
    totals,
  };
}
