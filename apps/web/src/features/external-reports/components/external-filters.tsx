import { EXTERNAL_SYSTEMS, type ExternalSale } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { PartnerListFilter, CurrencyListFilter } from '@/features/registry-common';

export const SYSTEM_OPTIONS = EXTERNAL_SYSTEMS.map((system) => ({ value: system.code, label: system.name }));
const PARTNER_KINDS = ['AGENCIA', 'TAQUILLA'] as const;

/** Period, system, currency and partner, each kept in the URL. */
export function ExternalFilters({ list, dates }: { list: ListQuery<ExternalSale>; dates: DateRangeQuery }) {
  return (
    <>
      <DateRangeFilter dates={dates} />
      <ListSelectFilter list={list} filter="external_system" label="Sistema" options={SYSTEM_OPTIONS} />
      <CurrencyListFilter list={list} />
      <PartnerListFilter list={list} filter="partner_id" id="external-partner" label="Asociado" kinds={PARTNER_KINDS} />
    </>
  );
}
