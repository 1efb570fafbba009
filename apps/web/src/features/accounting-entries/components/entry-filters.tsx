import { ENTRY_KIND_CODES, ENTRY_KIND_LABELS, ENTRY_ORIGIN_CODES, ENTRY_ORIGIN_LABELS } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { useAccountOptions } from '@/features/accounts';
import { useDirectPartners } from '../api/get-account-balance';

const ORIGINS = ENTRY_ORIGIN_CODES.map((code) => ({ value: code, label: ENTRY_ORIGIN_LABELS[code] }));
const KINDS = ENTRY_KIND_CODES.map((code) => ({ value: code, label: ENTRY_KIND_LABELS[code] }));

/** Period, associate, account, origin and kind of the entries; each kept in the URL. */
export function EntryFilters<Row>({ list, dates }: { list: ListQuery<Row>; dates: DateRangeQuery }) {
  const partners = useDirectPartners();
  const accounts = useAccountOptions();
  return (
    <>
      <DateRangeFilter dates={dates} />
      <ListSelectFilter
        list={list}
        filter="partner_id"
        label="Asociado"
        options={(partners.data ?? []).map((p) => ({ value: String(p.value), label: p.label }))}
      />
      <ListSelectFilter
        list={list}
        filter="account_id"
        label="Cuenta"
        options={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} · ${a.name}` }))}
      />
      <ListSelectFilter list={list} filter="origin" label="Origen" options={ORIGINS} />
      <ListSelectFilter list={list} filter="kind" label="Tipo" options={KINDS} />
    </>
  );
}
