import { CURRENCY_CODES, type DetailedPrize } from '@banca/contracts';
import { ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { statusOptions } from '@/components/status-chip';
import { PartnerListFilter, useProductOptions } from '@/features/registry-common';
import { currencyLabel } from '@/lib/format';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));
const STATE_OPTIONS = statusOptions('prize');

/** Period of the sales, partner (for who may list the network), product, state, currency and serial. */
export function PrizeFilters({ list, dates }: { list: ListQuery<DetailedPrize>; dates: DateRangeQuery }) {
  const products = useProductOptions();
  return (
    <>
      <DateRangeFilter dates={dates} label="Ventas del período" />
      <PartnerListFilter list={list} filter="partner_id" id="detailed-prize-partner" label="Asociado" />
      <ListSelectFilter
        list={list}
        filter="product_id"
        label="Producto"
        options={(products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }))}
      />
      <ListSelectFilter list={list} filter="state" label="Estado" options={STATE_OPTIONS} />
      <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCY_OPTIONS} />
      <ListSearchField list={list} filter="serial" label="Serial" />
    </>
  );
}
