import { POLLA_TICKET_STATUS_LABELS, POLLA_TICKET_STATUSES, type PollaTicketRow } from '@banca/contracts';
import { ListDayFilter, ListSelectFilter, type ListQuery } from '@/components/data-table';

const STATUS_OPTIONS = POLLA_TICKET_STATUSES.map((code) => ({ value: code, label: POLLA_TICKET_STATUS_LABELS[code] }));

/** The draw date (today when empty) and the status. */
export function PollaTicketFilters({ list }: { list: ListQuery<PollaTicketRow> }) {
  return (
    <>
      <ListDayFilter list={list} filter="date" label="Fecha" />
      <ListSelectFilter list={list} filter="status" label="Estado" options={STATUS_OPTIONS} />
    </>
  );
}
