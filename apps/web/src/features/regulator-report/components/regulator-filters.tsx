import type { RegulatorRow } from '@banca/contracts';
import type { ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { PartnerListFilter, ProductListFilter, CurrencyListFilter } from '@/features/registry-common';

/** The period of the sales (at most 31 days), the partner inside the caller's network, product and currency. */
export function RegulatorFilters({ list, dates }: { list: ListQuery<RegulatorRow>; dates: DateRangeQuery }) {
  return (
    <>
      <DateRangeFilter dates={dates} label="Ventas del período" />
      <PartnerListFilter list={list} filter="partner_id" id="regulator-partner" label="Asociado" />
      <ProductListFilter list={list} />
      <CurrencyListFilter list={list} />
    </>
  );
}
