import { EXTERNAL_IMPORT_MAX_BYTES, ZExternalSystemCode, type ImportExternalReportsResponse } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { toast } from '@/components/toast';
import { isApiError, type FieldError } from '@/lib/api-error';
import { useImportExternalReports } from '../api/import-external-reports';
import { SYSTEM_OPTIONS } from './external-filters';
import { ImportSource } from './import-source';
import { rowsOfJson } from './import-json';

const ZImportForm = z.object({
  external_system: ZExternalSystemCode,
  source: z.enum(['file', 'json']),
  json: z.string().max(EXTERNAL_IMPORT_MAX_BYTES, { error: 'El texto es demasiado largo.' }),
});
type ImportForm = z.infer<typeof ZImportForm>;

const done = (answer: ImportExternalReportsResponse) =>
  `Se importaron ${answer.imported} filas: ${answer.created} nuevas y ${answer.replaced} reemplazadas.`;

/** "Importar": an XLSX or CSV file, or pasted JSON, for one system; the rows' errors are listed here. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<ImportForm>({
    resolver: contractResolver(ZImportForm),
    defaultValues: { external_system: 'VENTA_WEB', source: 'file', json: '' },
  });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ message: string; fields: readonly FieldError[] } | null>(null);
  const importRows = useImportExternalReports();

  const failure = (message: string) => {
    setProblem({ message, fields: [] });
    return new Error(message);
  };
  const finish = (answer: ImportExternalReportsResponse) => toast.success(done(answer));

  const submit = async (values: ImportForm) => {
    setProblem(null);
    if (values.source === 'file') {
      if (!file) throw failure('Elija un archivo XLSX o CSV.');
      return finish(await importRows.mutateAsync({ external_system: values.external_system, file }));
    }
    const parsed = rowsOfJson(values.json);
    if ('problem' in parsed) {
      form.setError('json', { type: 'client', message: parsed.problem });
      throw new Error(parsed.problem);
    }
    return finish(await importRows.mutateAsync({ external_system: values.external_system, rows: parsed.rows }));
  };

  return (
    <FormDialog
      form={form}
      title="Importar ventas externas"
      submitLabel="Importar"
      onSubmit={submit}
      onClose={onClose}
      serverFields={['external_system', 'json']}
      onServerError={(error) => isApiError(error) && setProblem({ message: error.message, fields: error.fields })}
      maxWidth="md"
    >
      <Stack spacing={2}>
        <FormTextField control={form.control} name="external_system" label="Sistema externo" options={SYSTEM_OPTIONS} />
        <ImportSource form={form} file={file} onFile={setFile} />
        {problem && (
          <Alert severity="error" role="alert">
            {problem.message}
            {problem.fields.length > 0 && (
              <ul aria-label="Errores por fila" style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {problem.fields.map((field) => (
                  <li key={field.field}>{field.message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
