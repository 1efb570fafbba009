import { GENERAL_REPORT_LEVEL_LABELS, GENERAL_REPORT_LEVELS, type GeneralReportRow } from '@banca/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { ProductListFilter, CurrencyListFilter } from '@/features/registry-common';

/** Period, level of the rows, product and currency; each kept in the URL. */
export function GeneralFilters({ list, dates }: { list: ListQuery<GeneralReportRow>; dates: DateRangeQuery }) {
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
      <ProductListFilter list={list} />
      <CurrencyListFilter list={list} />
    </>
  );
}
