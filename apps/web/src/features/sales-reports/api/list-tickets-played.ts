import { listTicketsPlayed } from '@banca/contracts';
import { useMemo } from 'react';
import { useEndpointList } from '@/components/data-table';
import { SALES_REPORTS_KEY } from './report-state';

/**
 * Tickets jugados por estado, beside another report on the same screen: its period, partner and
 * currency are that report's (`filters`), its own paging and order keep the `t_` prefix in the URL.
 */
export function useTicketsPlayedList(filters: Readonly<Record<string, string | number | undefined>>) {
  const { from_date, to_date, partner_id, currency } = filters;
  const params = useMemo(
    () =>
      Object.fromEntries(
        Object.entries({ from_date, to_date, partner_id, currency }).filter(([, value]) => value !== undefined),
      ) as Record<string, string | number>,
    [from_date, to_date, partner_id, currency],
  );
  return useEndpointList(listTicketsPlayed, {
    queryKey: [...SALES_REPORTS_KEY, 'tickets-played'],
    params,
    prefix: 't_',
    defaultPerPage: 25,
  });
}
