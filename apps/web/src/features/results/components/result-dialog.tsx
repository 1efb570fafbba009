import { ZODIAC_SIGNS, type OccurrenceResult, type ResultOptions } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormDialog, FormTextField } from '@/components/form';
import { useResultOptions } from '../api/get-result-options';
import { useSaveResult } from '../api/save-result';

interface ResultForm {
  number: string;
  sign: number | undefined;
}

const SIGN_OPTIONS = ZODIAC_SIGNS.map((name, i) => ({ value: i + 1, label: `${i + 1} · ${name}` }));

function numberHelp(occurrence: OccurrenceResult): string {
  if (occurrence.result_digits) return `Exactamente ${occurrence.result_digits} dígitos.`;
  return 'El animalito ganador.';
}

function ResultFields({ options, form }: { options: ResultOptions; form: UseFormReturn<ResultForm> }) {
  const { occurrence, symbols } = options;
  const { control } = form;
  const symbolOptions = symbols.map((symbol) => ({ value: symbol.number, label: `${symbol.number} · ${symbol.name}` }));
  return (
    <Stack spacing={2}>
      {occurrence.result_number !== null && (
        <Alert severity="warning">
          Este sorteo ya tiene resultado ({occurrence.result_number}). Guardar otro lo corrige
          {occurrence.awarded_at ? ' y anula su premiación: habrá que premiarlo de nuevo.' : '.'}
        </Alert>
      )}
      {occurrence.product_type === 'ANIMALITOS' ? (
        <FormTextField
          control={control}
          name="number"
          label="Animalito"
          required
          options={symbolOptions}
          helperText={numberHelp(occurrence)}
        />
      ) : (
        <FormTextField
          control={control}
          name="number"
          label="Número"
          required
          helperText={numberHelp(occurrence)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: occurrence.result_digits ?? 3 } }}
        />
      )}
      {occurrence.needs_sign && (
        <FormTextField control={control} name="sign" label="Signo" required options={SIGN_OPTIONS} />
      )}
    </Stack>
  );
}

const formOf = (occurrence: OccurrenceResult): ResultForm => ({
  number: occurrence.result_number ?? '',
  sign: occurrence.result_sign ?? undefined,
});

/** "Cargar resultado": the winning number (an animalito, or digits) and the sign when the draw has one. */
export function ResultDialog({ occurrence, onClose }: { occurrence: OccurrenceResult; onClose: () => void }) {
  const options = useResultOptions(occurrence.occurrence_id);
  const loaded = options.data?.occurrence;
  const save = useSaveResult();
  // The draw as loaded with its options fills the form.
  const form = useForm<ResultForm>({
    defaultValues: formOf(occurrence),
    ...(loaded ? { values: formOf(loaded) } : {}),
  });
  const saveResult = (values: ResultForm) => {
    const current = loaded ?? occurrence;
    return save.mutateAsync({
      occurrence_id: current.occurrence_id,
      number: values.number,
      ...(current.needs_sign ? { sign: values.sign ?? null } : {}),
    });
  };
  return (
    <FormDialog
      form={form}
      title={`Cargar resultado · ${occurrence.draw_name}`}
      onSubmit={saveResult}
      onClose={onClose}
      submitLabel="Guardar resultado"
      maxWidth="xs"
      loading={!options.data}
      loadError={options.isError ? options.error : undefined}
    >
      {options.data && <ResultFields options={options.data} form={form} />}
    </FormDialog>
  );
}
