import { TICKET_STATUS_LABELS, TICKET_STATUS_CODES, type TicketSummary } from '@banca/contracts';
import { ListDayFilter, ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { PartnerListFilter } from '@/features/registry-common';

const TAQUILLA = ['TAQUILLA'] as const;

/** Serial (its first digits), business dates, taquilla (for who may list the network) and status. */
export function TicketFilters({ list }: { list: ListQuery<TicketSummary> }) {
  return (
    <>
      <ListSearchField list={list} filter="serial" label="Serial" />
      <ListDayFilter list={list} filter="date_from" label="Desde" />
      <ListDayFilter list={list} filter="date_to" label="Hasta" />
      <PartnerListFilter list={list} filter="taquilla_id" id="ticket-taquilla" label="Taquilla" kinds={TAQUILLA} />
      <ListSelectFilter
        list={list}
        filter="status"
        label="Estado"
        options={TICKET_STATUS_CODES.map((code) => ({ value: code, label: TICKET_STATUS_LABELS[code] }))}
      />
    </>
  );
}
