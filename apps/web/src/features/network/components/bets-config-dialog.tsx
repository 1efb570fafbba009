import { ZBetsSettings, type AgencyBetsConfig, type Currency } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, FormDialog } from '@/components/form';
import { useSaveBetsConfig, useSaveGlobalBetsConfig } from '../api/bets-configs';
import { BETS_FIELD_NAMES, BetsFields } from './bets-fields';

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
  const form = useForm<BetsValues>({ resolver: contractResolver(ZBetsSettings), defaultValues: valuesOf(initial) });
  const one = useSaveBetsConfig();
  const all = useSaveGlobalBetsConfig();
  const save = (values: BetsValues) =>
    agencyId ? one.mutateAsync({ ...values, agency_id: agencyId }) : all.mutateAsync(values);
  const title = agencyId ? `Configuración de jugadas de ${initial.agency_code}` : 'Aplicar a todas las agencias';
  return (
    <FormDialog
      form={form}
      title={title}
      onSubmit={save}
      onClose={onClose}
      submitLabel={agencyId ? 'Guardar' : 'Aplicar a todas'}
      serverFields={BETS_FIELD_NAMES}
      maxWidth="md"
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
  );
}
