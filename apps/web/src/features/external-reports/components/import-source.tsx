import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/components/form';

interface SourceValues {
  external_system: string;
  source: 'file' | 'json';
  json: string;
}

const JSON_EXAMPLE = '[{"fecha": "2026-03-10", "asociado": "ACE1-T1", "ventas": "150000", "premios": "30000"}]';

/** Where the rows come from: a file chosen here, or JSON pasted here. */
export function ImportSource<T extends SourceValues>({
  form,
  file,
  onFile,
}: {
  form: UseFormReturn<T>;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { control } = form as unknown as UseFormReturn<SourceValues>;
  const { field } = useController({ control, name: 'source' });
  return (
    <>
      <RadioGroup
        row
        aria-label="Origen de las filas"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <FormControlLabel value="file" control={<Radio />} label="Archivo XLSX o CSV" />
        <FormControlLabel value="json" control={<Radio />} label="JSON" />
      </RadioGroup>
      {field.value === 'file' ? (
        <>
          <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={{ alignSelf: 'flex-start' }}>
            {file ? `Archivo: ${file.name}` : 'Elegir archivo'}
            <input
              hidden
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Archivo a importar"
              onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            La primera fila nombra las columnas: fecha (AAAA-MM-DD o DD/MM/AAAA), asociado (código de la agencia o
            taquilla), ventas, premios, y si las hay comisión, moneda y tickets. Los montos se escriben como en la hoja
            (1.234,50); las demás columnas se guardan como datos adicionales.
          </Typography>
        </>
      ) : (
        <FormTextField
          control={control}
          name="json"
          label="Filas en JSON"
          multiline
          minRows={6}
          helperText={`Montos en céntimos. Ejemplo: ${JSON_EXAMPLE}`}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
    </>
  );
}
