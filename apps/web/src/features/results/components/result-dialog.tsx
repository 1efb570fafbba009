import { ZODIAC_SIGNS, type OccurrenceResult, type ResultOptions } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { errorMessage } from '@/lib/api-error';
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

function ResultFields({ options, onClose }: { options: ResultOptions; onClose: () => void }) {
  const { occurrence, symbols } = options;
  const save = useSaveResult();
  const { control, handleSubmit, setError } = useForm<ResultForm>({
    defaultValues: { number: occurrence.result_number ?? '', sign: occurrence.result_sign ?? undefined },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        occurrence_id: occurrence.occurrence_id,
        number: values.number,
        ...(occurrence.needs_sign ? { sign: values.sign ?? null } : {}),
      });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['number', 'sign']);
    }
  });
  const symbolOptions = symbols.map((symbol) => ({ value: symbol.number, label: `${symbol.number} · ${symbol.name}` }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Guardar resultado
        </Button>
      </DialogActions>
    </form>
  );
}

/** "Cargar resultado": the winning number (an animalito, or digits) and the sign when the draw has one. */
export function ResultDialog({ occurrence, onClose }: { occurrence: OccurrenceResult; onClose: () => void }) {
  const options = useResultOptions(occurrence.occurrence_id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="result-dialog-title">
      <DialogTitle id="result-dialog-title">Cargar resultado · {occurrence.draw_name}</DialogTitle>
      {options.data ? (
        <ResultFields options={options.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {options.isError ? (
            <Alert severity="error">{errorMessage(options.error)}</Alert>
          ) : (
            <CircularProgress aria-label="Cargando" />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
