import { CURRENCY_CODES, type RiskBoardDraw, type RiskBoardRow } from '@banca/contracts';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { PartnerListFilter, useProductOptions } from '@/features/registry-common';
import { currencyLabel, formatDateTime } from '@/lib/format';

const CURRENCIES = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));
const SHARES = [50, 80, 95, 100].map((pct) => ({ value: String(pct), label: `Desde ${pct} %` }));

/** One option per value, in the order first seen (a draw sold in two currencies has two summaries). */
function unique(options: { value: string; label: string }[]) {
  const seen = new Map<string, string>();
  for (const option of options) if (!seen.has(option.value)) seen.set(option.value, option.label);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/**
 * The board's filters, each kept in the URL: the draw and the lottery (from the open draws the
 * answer lists), the product, the branch of the user's network, the share of the cupo used, the
 * currency.
 */
export function RiskBoardFilters({ list, draws }: { list: ListQuery<RiskBoardRow>; draws: readonly RiskBoardDraw[] }) {
  const products = useProductOptions();
  const drawOptions = unique(
    draws.map((draw) => ({
      value: String(draw.occurrence_id),
      label: `${draw.product.name} · ${draw.draw} · ${formatDateTime(draw.draw_at)}`,
    })),
  );
  const lotteries = unique(draws.map((draw) => ({ value: String(draw.lottery.id), label: draw.lottery.name })));
  return (
    <>
      <ListSelectFilter list={list} filter="occurrence_id" label="Sorteo" options={drawOptions} />
      <ListSelectFilter list={list} filter="lottery_id" label="Lotería" options={lotteries} />
      <ListSelectFilter
        list={list}
        filter="product_id"
        label="Producto"
        options={(products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }))}
      />
      <PartnerListFilter list={list} filter="partner_id" id="risk-board-partner" label="Sucursal" />
      <ListSelectFilter list={list} filter="min_pct" label="% usado" options={SHARES} />
      <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCIES} />
    </>
  );
}
