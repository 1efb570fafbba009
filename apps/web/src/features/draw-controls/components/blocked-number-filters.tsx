import { BLOCK_STATES, type BlockedNumber } from '@banca/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ListSearchField, ListSelectFilter, type ListQuery } from '@/components/data-table';
import { PartnerListFilter, useProductOptions } from '@/features/registry-common';
import { statusLook } from '@/components/status-chip';

/** Vigentes unless asked otherwise (the server's default), so "Vigentes" clears the filter. */
function StateFilter({ list }: { list: ListQuery<BlockedNumber> }) {
  return (
    <TextField
      select
      size="small"
      label="Estado"
      value={list.state.filters.state ?? 'ACTIVE'}
      onChange={(event) => list.setFilter('state', event.target.value === 'ACTIVE' ? undefined : event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 160 } }}
    >
      {BLOCK_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {`${statusLook('block', state).label}s`}
        </MenuItem>
      ))}
      <MenuItem value="ALL">Todos</MenuItem>
    </TextField>
  );
}

/** Product, number, partner (for who may list the network) and state of the blocks. */
export function BlockedNumberFilters({ list }: { list: ListQuery<BlockedNumber> }) {
  const products = useProductOptions();
  return (
    <>
      <ListSelectFilter
        list={list}
        filter="product_id"
        label="Producto"
        options={(products.data ?? [])
          .filter((product) => product.product_type !== 'POLLA')
          .map((product) => ({ value: String(product.id), label: product.name }))}
      />
      <ListSearchField list={list} filter="number" label="Número" />
      <PartnerListFilter list={list} filter="partner_id" id="blocked-partner-filter" label="Asociado del bloqueo" />
      <StateFilter list={list} />
    </>
  );
}
