import type { Currency, IdentifiedWinner } from '@banca/contracts';
import type { ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { PartnerListFilter, CurrencyListFilter } from '@/features/registry-common';
import { MinAmountFilter } from './min-amount-filter';

/** Period of the payments, agency or branch, minimum amount and currency. */
export function IdentifiedWinnerFilters({
  list,
  dates,
  currency,
}: {
  list: ListQuery<IdentifiedWinner>;
  dates: DateRangeQuery;
  currency: Currency;
}) {
  return (
    <>
      <DateRangeFilter dates={dates} label="Pagos del período" />
      <PartnerListFilter list={list} filter="partner_id" id="identified-winners-partner" label="Agencia o rama" />
      <MinAmountFilter list={list} currency={currency} />
      <CurrencyListFilter list={list} />
    </>
  );
}
