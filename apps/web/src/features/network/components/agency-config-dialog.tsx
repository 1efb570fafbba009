import type { Agency } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormDialog, FormTextField } from '@/components/form';
import { errorMessage } from '@/lib/api-error';
import { useAgencyConfig } from '../api/list-agencies';
import { useUpdateAgencyConfig } from '../api/save-agency';
import { kindLabel, partnerLabel } from './labels';

/** The chosen responsible's id as text; '' when none is selected. */
type ConfigForm = { responsible: string };

/** Who the agency settles with (spec: agency config): itself or one of its ancestors. */
export function AgencyConfigDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const config = useAgencyConfig(agency.id);
  const update = useUpdateAgencyConfig();
  const current = config.data?.payments_responsible;
  // A responsible out of the user's reach is not among the choices: show none selected.
  const form = useForm<ConfigForm>({
    defaultValues: { responsible: '' },
    values: { responsible: current ? String(current.id) : '' },
  });
  const options = (config.data?.candidates ?? []).map((candidate) => ({
    value: String(candidate.id),
    label: `${kindLabel(candidate.kind)}: ${partnerLabel(candidate)}`,
  }));
  return (
    <FormDialog
      form={form}
      title={`Responsable de pagos de ${agency.code}`}
      onSubmit={({ responsible }) =>
        update.mutateAsync({ id: agency.id, payments_responsible_partner_id: responsible ? Number(responsible) : null })
      }
      onClose={onClose}
      onServerError={(error) => form.setError('responsible', { type: 'server', message: errorMessage(error) })}
      maxWidth="md"
    >
      <Stack spacing={2}>
        {config.isError && <Alert severity="error">{errorMessage(config.error)}</Alert>}
        <Alert severity="info" variant="outlined">
          La liquidación diaria de la agencia se asienta con este asociado. Por defecto, su padre.
        </Alert>
        <FormTextField
          control={form.control}
          name="responsible"
          label="Responsable de pagos"
          options={options}
          disabled={config.isPending}
        />
      </Stack>
    </FormDialog>
  );
}
