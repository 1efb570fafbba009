import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@banca/contracts';

/**
 * A list's state as the one list contract sees it (page, per_page, sort, order, filters),
 * kept in the URL search params so that a list can be bookmarked, shared and navigated back to.
 */
export interface ListState {
  readonly page: number;
  readonly per_page: number;
  readonly sort: string | undefined;
  readonly order: 'asc' | 'desc';
  /** Only the list's declared filters with a non-empty value. */
  readonly filters: Readonly<Record<string, string>>;
}

export interface ListStateOptions {
  /** The filters this list reads from the URL (e.g. `['search', 'status']`). */
  readonly filterKeys?: readonly string[];
  /** Prefix of every param, when one page holds two tables (e.g. `t_` → `t_page`). */
  readonly prefix?: string;
  readonly defaultPerPage?: number;
  readonly defaultSort?: string;
  readonly defaultOrder?: 'asc' | 'desc';
}

export type ListStateChange = Partial<Omit<ListState, 'filters'>> & {
  readonly filters?: Record<string, string | undefined>;
};

const positive = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const p = options.prefix ?? '';
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys ?? []) {
    const value = params.get(`${p}${key}`);
    if (value) filters[key] = value;
  }
  const order = params.get(`${p}order`);
  return {
    page: positive(params.get(`${p}page`), 1),
    per_page: positive(params.get(`${p}per_page`), options.defaultPerPage ?? DEFAULT_PER_PAGE, MAX_PER_PAGE),
    sort: params.get(`${p}sort`) || options.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : (options.defaultOrder ?? 'asc'),
    filters,
  };
}

/**
 * The next URL params after a change. Changing filters, sort or page size goes back to page 1
 * (the old page may not exist any more). Defaults are left out of the URL to keep it short.
 */
export function writeListState(
  params: URLSearchParams,
  current: ListState,
  change: ListStateChange,
  options: ListStateOptions = {},
): URLSearchParams {
  const p = options.prefix ?? '';
  const next = new URLSearchParams(params);
  const resetsPage =
    change.filters !== undefined ||
    change.sort !== undefined ||
    change.order !== undefined ||
    change.per_page !== undefined;
  const page = change.page ?? (resetsPage ? 1 : current.page);
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) next.delete(`${p}${key}`);
    else next.set(`${p}${key}`, String(value));
  };
  set('page', page, 1);
  set('per_page', change.per_page ?? current.per_page, options.defaultPerPage ?? DEFAULT_PER_PAGE);
  set('sort', change.sort ?? current.sort, options.defaultSort);
  set('order', change.order ?? current.order, options.defaultOrder ?? 'asc');
  for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value?.trim());
  return next;
}

/** The query the API receives: paging, sorting and the filters. */
export function listQueryOf(state: ListState): Record<string, string | number> {
  return {
    page: state.page,
    per_page: state.per_page,
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    ...state.filters,
  };
}
