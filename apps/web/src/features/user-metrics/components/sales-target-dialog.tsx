import {
  ZCreateSalesTargetRequest,
  ZUpdateSalesTargetRequest,
  type CreateSalesTargetRequest,
  type Currency,
  type SalesTarget,
} from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { PartnerField } from '@/features/registry-common';
import { dayjs } from '@/lib/format';
import { useCreateSalesTarget, useUpdateSalesTarget } from '../api/save-sales-target';

const dateSlot = { inputLabel: { shrink: true } };

interface SalesTargetDialogProps {
  /** The target being changed; none to set a new one. */
  readonly target?: SalesTarget;
  readonly currency: Currency;
  readonly onClose: () => void;
}

/** Sets or changes a sales target: whose (a partner below the user), the period, the amount and a note. */
export function SalesTargetDialog({ target, currency, onClose }: SalesTargetDialogProps) {
  const create = useCreateSalesTarget();
  const update = useUpdateSalesTarget(target?.id ?? 0);
  const month = dayjs();
  const form = useForm<CreateSalesTargetRequest>({
    resolver: contractResolver(target ? ZUpdateSalesTargetRequest : ZCreateSalesTargetRequest),
    defaultValues: {
      partner_id: target?.partner_id,
      date_from: target?.date_from ?? month.startOf('month').format('YYYY-MM-DD'),
      date_to: target?.date_to ?? month.endOf('month').format('YYYY-MM-DD'),
      target_amount: target?.target_amount ?? '',
      note: target?.note ?? '',
    },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={target ? `Editar meta de ${target.partner_name}` : 'Nueva meta de ventas'}
      onSubmit={({ partner_id, ...values }) =>
        target ? update.mutateAsync(values) : create.mutateAsync({ partner_id, ...values })
      }
      onClose={onClose}
    >
      <Stack spacing={2}>
        {!target && <PartnerField control={control} name="partner_id" id="sales-target-partner" />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="date_from" label="Desde" type="date" slotProps={dateSlot} />
          <FormTextField control={control} name="date_to" label="Hasta" type="date" slotProps={dateSlot} />
        </Stack>
        <MoneyField
          control={control}
          name="target_amount"
          currency={target?.currency ?? currency}
          label="Meta (ventas netas)"
          helperText="Ventas menos anulaciones de toda su red en el período."
        />
        <FormTextField control={control} name="note" label="Nota" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
