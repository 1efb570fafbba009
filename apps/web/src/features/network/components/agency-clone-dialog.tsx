import { ZCloneAgencyRequest, type Agency } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useCloneAgency, type CloneAgencyValues } from '../api/save-agency';

/** A new agency with the settings, commissions and cupos of `source`: only its code and name change. */
export function AgencyCloneDialog({ source, onClose }: { source: Agency; onClose: () => void }) {
  const form = useForm<CloneAgencyValues>({
    resolver: contractResolver(ZCloneAgencyRequest),
    defaultValues: { source_id: source.id, code: '', name: '' },
  });
  const clone = useCloneAgency();
  return (
    <FormDialog
      form={form}
      title={`Clonar agencia ${source.code}`}
      onSubmit={(values) => clone.mutateAsync(values)}
      onClose={onClose}
      submitLabel="Clonar"
      maxWidth="md"
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
