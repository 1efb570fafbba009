import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDateRange, type DateRangeQuery } from '@/components/date-range-filter';
import type { DashboardQuery } from '../api/kpis';

export const COMPARE_PARAM = 'compare';
export const PARTNER_PARAM = 'partner_id';

export interface AnalyticalState {
  readonly dates: DateRangeQuery;
  /** "Comparar con el período anterior", kept in the URL as `compare=1`. */
  readonly compare: boolean;
  readonly setCompare: (on: boolean) => void;
  /** The partner looked inside (drill-down), kept in the URL as `partner_id`; none: the caller's network. */
  readonly partnerId: number | undefined;
  readonly setPartnerId: (id: number | null) => void;
  /** The filters of the KPIs for the period, and for the period just before it. */
  readonly query: DashboardQuery;
  readonly previousQuery: DashboardQuery;
}

/** The analytical screen's state, all of it in the URL (a shared link shows the same). */
export function useAnalyticalState(): AnalyticalState {
  const dates = useDateRange({ defaultPreset: 'this_month' });
  const [params, setParams] = useSearchParams();
  const compare = params.get(COMPARE_PARAM) === '1';
  const partnerId = Number(params.get(PARTNER_PARAM)) || undefined;

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setParams],
  );
  const setCompare = useCallback((on: boolean) => setParam(COMPARE_PARAM, on ? '1' : null), [setParam]);
  const setPartnerId = useCallback(
    (id: number | null) => setParam(PARTNER_PARAM, id === null ? null : String(id)),
    [setParam],
  );

  const { range, previous } = dates;
  const query = useMemo(
    () => ({ from_date: range.from, to_date: range.to, ...(partnerId ? { partner_id: partnerId } : {}) }),
    [range.from, range.to, partnerId],
  );
  const previousQuery = useMemo(
    () => ({ ...query, from_date: previous.from, to_date: previous.to }),
    [query, previous.from, previous.to],
  );
  return { dates, compare, setCompare, partnerId, setPartnerId, query, previousQuery };
}
