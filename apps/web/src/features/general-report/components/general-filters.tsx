import {
  CURRENCY_CODES,
  GENERAL_REPORT_LEVEL_LABELS,
  GENERAL_REPORT_LEVELS,
  type GeneralReportRow,
} from '@banca/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { useProductOptions } from '@/features/registry-common';
import { currencyLabel } from '@/lib/format';

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));

/** Period, level of the rows, product and currency; each kept in the URL. */
export function GeneralFilters({ list, dates }: { list: ListQuery<GeneralReportRow>; dates: DateRangeQuery }) {
  const products = useProductOptions();
  return (
    <>
      <DateRangeFilter dates={dates} />
      <TextField
        select
        size="small"
        label="Nivel"
        value={list.state.filters.level ?? ''}
        onChange={(event) => list.setFilter('level', event.target.value || undefined)}
        sx={{ minWidth: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="">Un nivel abajo</MenuItem>
        {GENERAL_REPORT_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {GENERAL_REPORT_LEVEL_LABELS[level]}
          </MenuItem>
        ))}
      </TextField>
      <ListSelectFilter
        list={list}
        filter="product_id"
        label="Producto"
        options={(products.data ?? []).map((product) => ({ value: String(product.id), label: product.name }))}
      />
      <ListSelectFilter list={list} filter="currency" label="Moneda" options={CURRENCY_OPTIONS} />
    </>
  );
}
