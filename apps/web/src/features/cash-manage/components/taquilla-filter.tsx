import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { useCashTaquillas } from '@/features/cash';

/** Narrows a cash list to one taquilla (`partner_id` in the URL). */
export function TaquillaFilter<Row>({ list }: { list: ListQuery<Row> }) {
  const taquillas = useCashTaquillas();
  return (
    <ListSelectFilter
      list={list}
      filter="partner_id"
      label="Taquilla"
      options={(taquillas.data ?? []).map((taquilla) => ({ value: String(taquilla.id), label: taquilla.name }))}
    />
  );
}
