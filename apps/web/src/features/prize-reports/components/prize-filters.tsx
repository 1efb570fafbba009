import type { DetailedPrize } from '@banca/contracts';
import { ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { statusOptions } from '@/components/status-chip';
import { PartnerListFilter, ProductListFilter, CurrencyListFilter } from '@/features/registry-common';

const STATE_OPTIONS = statusOptions('prize');

/** Period of the sales, partner (for who may list the network), product, state, currency and serial. */
export function PrizeFilters({ list, dates }: { list: ListQuery<DetailedPrize>; dates: DateRangeQuery }) {
  return (
    <>
      <DateRangeFilter dates={dates} label="Ventas del período" />
      <PartnerListFilter list={list} filter="partner_id" id="detailed-prize-partner" label="Asociado" />
      <ProductListFilter list={list} />
      <ListSelectFilter list={list} filter="state" label="Estado" options={STATE_OPTIONS} />
      <CurrencyListFilter list={list} />
      <ListSearchField list={list} filter="serial" label="Serial" />
    </>
  );
}
