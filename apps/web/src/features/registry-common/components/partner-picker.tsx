import { PARTNER_KIND_LABELS, type PartnerKind, type PartnerOption } from '@banca/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
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

/** A form's partner field (its value the partner's id, or null for the user's whole network). */
export function PartnerField<T extends FieldValues>({
  control,
  name,
  id,
  label = 'Asociado',
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PartnerPicker
          id={id}
          label={label}
          value={field.value as number | null}
          onChange={(partner) => field.onChange(partner?.id ?? null)}
        />
      )}
    />
  );
}
