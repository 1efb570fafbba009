import {
  canAccess,
  listPartners,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_CODES,
  type TicketSummary,
} from '@banca/contracts';
import { useCurrentUser } from '@/features/auth';
import { ListDayFilter, ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { PartnerPicker } from '@/features/registry-common';

const TAQUILLA = ['TAQUILLA'] as const;

/** Serial (its first digits), business dates, taquilla (for who may list the network) and status. */
export function TicketFilters({ list }: { list: ListQuery<TicketSummary> }) {
  const user = useCurrentUser();
  const taquillaId = Number(list.state.filters.taquilla_id) || null;
  return (
    <>
      <ListSearchField list={list} filter="serial" label="Serial" />
      <ListDayFilter list={list} filter="date_from" label="Desde" />
      <ListDayFilter list={list} filter="date_to" label="Hasta" />
      {user && canAccess(user, listPartners.access) && (
        <PartnerPicker
          id="ticket-taquilla"
          label="Taquilla"
          kinds={TAQUILLA}
          value={taquillaId}
          onChange={(partner) => list.setFilter('taquilla_id', partner ? String(partner.id) : undefined)}
        />
      )}
      <ListSelectFilter
        list={list}
        filter="status"
        label="Estado"
        options={TICKET_STATUS_CODES.map((code) => ({ value: code, label: TICKET_STATUS_LABELS[code] }))}
      />
    </>
  );
}
