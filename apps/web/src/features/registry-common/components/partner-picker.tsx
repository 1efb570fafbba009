import { PARTNER_KIND_LABELS, type PartnerKind, type PartnerOption } from '@banca/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { usePartnerOptions } from '../api/list-partner-options';

const optionLabel = (option: PartnerOption) => `${option.name} · ${PARTNER_KIND_LABELS[option.kind]} (${option.code})`;

/** Chooses one partner of the user's subtree, searching by name or code. */
export function PartnerPicker({
  value,
  onChange,
  kinds = [],
  label = 'Asociado',
  id = 'partner-picker',
}: {
  value: number | null;
  onChange: (partner: PartnerOption | null) => void;
  kinds?: readonly PartnerKind[];
  label?: string;
  id?: string;
}) {
  const options = usePartnerOptions(kinds);
  const selected = options.data?.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      id={id}
      options={options.data ?? []}
      value={selected}
      loading={options.isPending}
      onChange={(_event, option) => onChange(option)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="Sin resultados"
      loadingText="Cargando…"
      sx={{ minWidth: { xs: '100%', sm: 360 } }}
      renderInput={(params) => <TextField {...params} label={label} size="small" />}
    />
  );
}
