import { CURRENCY_CODES } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { currencyLabel } from '@/lib/format';
import { useProductOptions } from '../api/list-catalogue-options';

/** A list's product filter (`product_id`): the catalogue's products by name. */
export function ProductListFilter<Row>({ list }: { list: ListQuery<Row> }) {
  const products = useProductOptions();
  const options = (products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }));
  return <ListSelectFilter list={list} filter="product_id" label="Producto" options={options} />;
}

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));

/** A list's currency filter (`currency`): every currency the platform knows. */
export function CurrencyListFilter<Row>({ list }: { list: ListQuery<Row> }) {
  return <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCY_OPTIONS} />;
}
