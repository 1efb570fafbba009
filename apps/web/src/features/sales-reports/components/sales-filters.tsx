import { PARTNER_KIND_LABELS, SALE_CHANNEL_LABELS, SALE_CHANNELS, SALES_REPORT_LEVELS } from '@banca/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ListSelectFilter, type ListQuery } from '@/components/data-table';
import { DateRangeFilter, type DateRangeQuery } from '@/components/date-range-filter';
import { PartnerListFilter, ProductListFilter, CurrencyListFilter } from '@/features/registry-common';

const CHANNEL_OPTIONS = SALE_CHANNELS.map((channel) => ({ value: channel, label: SALE_CHANNEL_LABELS[channel] }));

/** "Agrupar por": one level below the focus unless a kind of partner is chosen. */
function LevelFilter<Row>({ list, id }: { list: ListQuery<Row>; id: string }) {
  return (
    <TextField
      select
      id={id}
      size="small"
      label="Agrupar por"
      value={list.state.filters.level ?? ''}
      onChange={(event) => list.setFilter('level', event.target.value || undefined)}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    >
      <MenuItem value="">Un nivel abajo</MenuItem>
      {SALES_REPORT_LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {PARTNER_KIND_LABELS[level]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The filters of the sales screens, each kept in the URL: the period, a partner of the user's
 * network (for who may list it), the product, the currency, and where the report takes them,
 * the grouping level and the channel.
 */
export function SalesFilters<Row>({
  list,
  dates,
  idPrefix,
  level = false,
  channel = false,
}: {
  list: ListQuery<Row>;
  dates: DateRangeQuery;
  idPrefix: string;
  level?: boolean;
  channel?: boolean;
}) {
  return (
    <>
      <DateRangeFilter dates={dates} />
      <PartnerListFilter list={list} filter="partner_id" id={`${idPrefix}-partner`} label="Asociado" />
      {level && <LevelFilter list={list} id={`${idPrefix}-level`} />}
      <ProductListFilter list={list} />
      {channel && <ListSelectFilter list={list} filter="channel" label="Canal" options={CHANNEL_OPTIONS} />}
      <CurrencyListFilter list={list} />
    </>
  );
}
