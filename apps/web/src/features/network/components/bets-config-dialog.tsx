import { ZBetsSettings, type AgencyBetsConfig, type Currency } from '@banca/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerFieldErrors } from '@/components/form';
import { useSaveBetsConfig, useSaveGlobalBetsConfig } from '../api/bets-configs';
import { BETS_FIELD_NAMES, BetsFields } from './bets-fields';
import { FormDialog } from './form-dialog';

type BetsValues = z.input<typeof ZBetsSettings>;

const valuesOf = (config: AgencyBetsConfig): BetsValues => ({
  min_per_play: config.min_per_play,
  max_per_play: config.max_per_play,
  max_per_ticket: config.max_per_ticket,
  minutes_before_close: config.minutes_before_close,
  annulment_window_minutes: config.annulment_window_minutes,
  max_annulments_per_day: config.max_annulments_per_day,
  prize_validity_days: config.prize_validity_days,
});

/**
 * Edits one agency's bets settings, or (no `agencyId`) applies the same settings to every agency
 * below the user. Starts from `initial`'s values.
 */
export function BetsConfigDialog({
  initial,
  agencyId,
  onClose,
}: {
  initial: AgencyBetsConfig;
  agencyId?: number;
  onClose: () => void;
}) {
  const form = useForm<BetsValues>({ resolver: zodResolver(ZBetsSettings), defaultValues: valuesOf(initial) });
  const one = useSaveBetsConfig();
  const all = useSaveGlobalBetsConfig();
  const busy = one.isPending || all.isPending;
  const onError = (error: unknown) => applyServerFieldErrors(error, form.setError, BETS_FIELD_NAMES);
  const submit = form.handleSubmit((values) => {
    if (agencyId) one.mutate({ ...values, agency_id: agencyId }, { onSuccess: onClose, onError });
    else all.mutate(values, { onSuccess: onClose, onError });
  });
  const title = agencyId ? `Configuración de jugadas de ${initial.agency_code}` : 'Aplicar a todas las agencias';
  return (
    <FormProvider {...form}>
      <FormDialog
        title={title}
        busy={busy}
        onSubmit={submit}
        onClose={onClose}
        submitLabel={agencyId ? 'Guardar' : 'Aplicar a todas'}
      >
        <Stack spacing={2}>
          {!agencyId && (
            <Alert severity="warning" variant="outlined">
              Estos valores reemplazarán la configuración de jugadas de todas las agencias bajo su usuario.
            </Alert>
          )}
          <BetsFields currency={initial.currency as Currency} />
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}
