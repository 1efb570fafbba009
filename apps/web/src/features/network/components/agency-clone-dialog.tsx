import { ZCloneAgencyRequest, type Agency } from '@banca/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { useCloneAgency, type CloneAgencyValues } from '../api/save-agency';
import { FormDialog } from './form-dialog';

/** A new agency with the settings, commissions and cupos of `source`: only its code and name change. */
export function AgencyCloneDialog({ source, onClose }: { source: Agency; onClose: () => void }) {
  const form = useForm<CloneAgencyValues>({
    resolver: zodResolver(ZCloneAgencyRequest),
    defaultValues: { source_id: source.id, code: '', name: '' },
  });
  const clone = useCloneAgency();
  const submit = form.handleSubmit((values) =>
    clone.mutate(values, {
      onSuccess: onClose,
      onError: (error) => applyServerFieldErrors(error, form.setError, ['code', 'name']),
    }),
  );
  return (
    <FormDialog
      title={`Clonar agencia ${source.code}`}
      busy={clone.isPending}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Clonar"
    >
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          La nueva agencia tendrá la ubicación, el contacto, la configuración de jugadas, el responsable de pagos, las
          comisiones y los cupos de «{source.name}», bajo el mismo padre.
        </Alert>
        <FormTextField control={form.control} name="code" label="Código de la nueva agencia" required autoFocus />
        <FormTextField control={form.control} name="name" label="Nombre de la nueva agencia" required />
      </Stack>
    </FormDialog>
  );
}
