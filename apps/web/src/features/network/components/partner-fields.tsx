import type { PartnerOption } from '@banca/contracts';
import Grid from '@mui/material/Grid';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form';
import { useNameCheck } from '../api/check-name';
import { partnerLabel, STATUS_OPTIONS } from './labels';

type Loose = Record<string, unknown>;

/** Code, name (checked as you type), parent and identity of a partner. Inside a FormProvider. */
export function GeneralFields({
  parents,
  parentLabel,
  editingId,
}: {
  parents: readonly PartnerOption[];
  parentLabel: string;
  editingId?: number;
}) {
  const { control } = useFormContext<Loose>();
  useTakenNameErrors(editingId);
  const options = parents.map((parent) => ({ value: parent.id, label: partnerLabel(parent) }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="code" label="Código" required autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField control={control} name="name" label="Nombre" required />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="parent_id" label={parentLabel} options={options} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="document_id" label="Documento (RIF/NIT/RUC)" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="contact_name" label="Persona de contacto" />
      </Grid>
    </Grid>
  );
}

/** Location and contact data of a partner. */
export function LocationFields() {
  const { control } = useFormContext<Loose>();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="state" label="Estado" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="municipality" label="Municipio" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="address" label="Dirección" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="phone" label="Teléfono" type="tel" autoComplete="tel" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="email" label="Correo electrónico" type="email" autoComplete="email" />
      </Grid>
    </Grid>
  );
}

export function StatusField() {
  const { control } = useFormContext<Loose>();
  return <FormTextField control={control} name="status" label="Estado del asociado" options={STATUS_OPTIONS} />;
}

const TAKEN = 'taken';

/** Puts "already taken" on the code and name fields while the user types (names are unique everywhere). */
function useTakenNameErrors(editingId?: number) {
  const { control, setError, clearErrors, getFieldState } = useFormContext<Loose>();
  const [name, code] = useWatch({ control, name: ['name', 'code'] }) as [string | undefined, string | undefined];
  const check = useNameCheck(name ?? '', code ?? '', editingId);
  const { data } = check;
  useEffect(() => {
    if (!data) return;
    const apply = (field: 'name' | 'code', taken: boolean, message: string) => {
      if (taken) setError(field, { type: TAKEN, message });
      else if (getFieldState(field).error?.type === TAKEN) clearErrors(field);
    };
    apply('name', data.name_taken, 'Ya existe un asociado con este nombre.');
    apply('code', data.code_taken, 'Ya existe un asociado con este código.');
  }, [data, setError, clearErrors, getFieldState]);
}
