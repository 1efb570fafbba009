import { BET_TYPES } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { PartnerListFilter, useDrawOptions, useProductOptions, CurrencyListFilter } from '@/features/registry-common';

const BET_TYPE_OPTIONS = BET_TYPES.map((betType) => ({ value: betType.code, label: betType.name }));

/**
 * The narrowing filters of the bet reports, each kept in the list's URL state: product, its draw
 * (once a product is chosen), bet type, currency and a partner of the user's network.
 */
export function BetFilters<Row>({
  list,
  idPrefix,
  draws = true,
  betTypes = true,
}: {
  list: ListQuery<Row>;
  idPrefix: string;
  draws?: boolean;
  betTypes?: boolean;
}) {
  const products = useProductOptions();
  const productId = Number(list.state.filters.product_id) || null;
  const drawOptions = useDrawOptions(draws ? productId : null);
  const chooseProduct = (value: string | undefined) =>
    list.update({ filters: { product_id: value, draw_id: undefined } });
  return (
    <>
      <ListSelectFilter
        list={{ ...list, setFilter: (_key, value) => chooseProduct(value) }}
        filter="product_id"
        label="Producto"
        options={(products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }))}
      />
      {draws && productId !== null && (
        <ListSelectFilter
          list={list}
          filter="draw_id"
          label="Sorteo"
          options={(drawOptions.data ?? []).map((draw) => ({
            value: String(draw.id),
            label: `${draw.draw_time} · ${draw.name}`,
          }))}
        />
      )}
      {betTypes && <ListSelectFilter list={list} filter="bet_type" label="Tipo de jugada" options={BET_TYPE_OPTIONS} />}
      <CurrencyListFilter list={list} />
      <PartnerListFilter list={list} filter="partner_id" id={`${idPrefix}-partner`} label="Asociado" />
    </>
  );
}
