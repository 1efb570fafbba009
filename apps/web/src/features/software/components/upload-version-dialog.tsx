import {
  SOFTWARE_CHANNEL_LABELS,
  SOFTWARE_CHANNELS,
  ZCreateSoftwareVersionRequest,
  type ApkInfo,
} from '@banca/contracts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { FactList } from '@/components/fact-list';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatBytes } from '../logic/format-bytes';
import { useAnalyzeApk } from '../api/analyze-apk';
import { usePublishSoftwareVersion } from '../api/publish-software-version';

const ZForm = ZCreateSoftwareVersionRequest.pick({ channel: true, notes: true });
type FormValues = z.input<typeof ZForm>;

const factsOf = (info: ApkInfo): [string, string][] => [
  ['Paquete', info.package_name],
  ['Código de versión', String(info.version_code)],
  ['Versión', info.version_name],
  ['SDK mínimo', info.min_sdk === null ? 'No indicado' : String(info.min_sdk)],
  ['Tamaño', formatBytes(info.size_bytes)],
];

/** The server says why the file is not an APK on the file's field. */
const refusalOf = (error: unknown) => (isApiError(error) && error.fields[0]?.message) || errorMessage(error);

/** Choose an APK, see what it says of itself, pick the channel: it is registered, uploaded and published. */
export function UploadVersionDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<FormValues>({
    resolver: contractResolver(ZForm),
    defaultValues: { channel: 'ESTABLE', notes: '' },
  });
  const analyze = useAnalyzeApk();
  const publish = usePublishSoftwareVersion();
  const [file, setFile] = useState<File | null>(null);
  const info = file ? analyze.data : undefined;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    analyze.mutate(chosen);
  };

  return (
    <FormDialog
      form={form}
      title="Subir versión"
      submitLabel="Registrar y subir"
      busy={analyze.isPending}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!file || !info) {
          form.setError('root', { message: 'Elija un APK y espere su análisis.' });
          throw new Error('Sin APK analizado');
        }
        await publish.mutateAsync({ file, info, channel: values.channel ?? 'ESTABLE', notes: values.notes ?? '' });
      }}
    >
      <Stack spacing={2}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} loading={analyze.isPending}>
          {file ? `APK: ${file.name}` : 'Elegir APK'}
          <input
            type="file"
            hidden
            accept=".apk,application/vnd.android.package-archive"
            aria-label="Archivo APK"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Button>
        {analyze.isError && (
          <Alert severity="error" role="alert">
            {refusalOf(analyze.error)}
          </Alert>
        )}
        {form.formState.errors.root && !info && (
          <Alert severity="warning" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        {info && <FactList facts={factsOf(info)} />}
        <FormTextField
          control={form.control}
          name="channel"
          label="Canal"
          options={SOFTWARE_CHANNELS.map((channel) => ({ value: channel, label: SOFTWARE_CHANNEL_LABELS[channel] }))}
        />
        <FormTextField control={form.control} name="notes" label="Notas de la versión" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
