import type { Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { FormTextField, MoneyField } from '@/components/form';
import { LimitKeyFields, type LimitKeyForm } from '@/features/registry-common';
import { useCommissionTypes, useParticipationTypes } from '../api/list-commission-types';
import type { CommissionForm } from './commission-form';

const percentInput = { htmlInput: { inputMode: 'decimal' as const } };

/** Product (and bet type, or all), then the percentages, the participation and the maximum. */
export function CommissionFields({
  control,
  currency,
  keyLocked,
}: {
  control: Control<CommissionForm>;
  currency: Currency;
  keyLocked: boolean;
}) {
  const commissionTypes = useCommissionTypes();
  const participationTypes = useParticipationTypes();
  const options = (list: { code: string; name: string }[] | undefined) =>
    (list ?? []).map((t) => ({ value: t.code, label: t.name }));
  return (
    <>
      <LimitKeyFields
        control={control as unknown as Control<LimitKeyForm>}
        withDraw={false}
        betTypeOptional
        disabled={keyLocked}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="commission_type"
          label="Tipo de comisión"
          options={options(commissionTypes.data)}
        />
        <FormTextField control={control} name="commission_pct" label="Comisión (%)" slotProps={percentInput} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="participation_type"
          label="Participación"
          options={options(participationTypes.data)}
        />
        <FormTextField control={control} name="participation_pct" label="Participación (%)" slotProps={percentInput} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="extra_pct" label="Extra (%)" slotProps={percentInput} />
        <MoneyField control={control} name="max_amount" label="Máximo (opcional)" currency={currency} />
      </Stack>
    </>
  );
}
