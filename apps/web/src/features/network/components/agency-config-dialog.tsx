import type { Agency } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useAgencyConfig } from '../api/list-agencies';
import { useUpdateAgencyConfig } from '../api/save-agency';
import { FormDialog } from './form-dialog';
import { kindLabel, partnerLabel } from './labels';

/** Who the agency settles with (spec: agency config): itself or one of its ancestors. */
export function AgencyConfigDialog({ agency, onClose }: { agency: Agency; onClose: () => void }) {
  const config = useAgencyConfig(agency.id);
  const update = useUpdateAgencyConfig();
  const [choice, setChoice] = useState<string | null>(null);
  const current = config.data?.payments_responsible;
  // A responsible out of the user's reach is not among the choices: show none selected.
  const selected = choice ?? (current ? String(current.id) : '');
  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    update.mutate(
      { id: agency.id, payments_responsible_partner_id: selected ? Number(selected) : null },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title={`Responsable de pagos de ${agency.code}`}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2}>
        {config.isError && <Alert severity="error">{errorMessage(config.error)}</Alert>}
        <Alert severity="info" variant="outlined">
          La liquidación diaria de la agencia se asienta con este asociado. Por defecto, su padre.
        </Alert>
        <TextField
          select
          label="Responsable de pagos"
          value={config.isPending ? '' : selected}
          onChange={(event) => setChoice(event.target.value)}
          disabled={config.isPending}
          helperText={update.error ? errorMessage(update.error) : undefined}
          error={Boolean(update.error)}
        >
          {(config.data?.candidates ?? []).map((candidate) => (
            <MenuItem key={candidate.id} value={String(candidate.id)}>
              {`${kindLabel(candidate.kind)}: ${partnerLabel(candidate)}`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
