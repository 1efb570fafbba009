import type { CommissionEntry, Currency } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, lastSegment } from '@/components/form';
import { useSaveCommissions } from '../api/save-commissions';
import { CommissionFields } from './commission-fields';
import { COMMISSION_FIELDS, formDefaults, toValues, ZCommissionForm, type CommissionForm } from './commission-form';

export interface CommissionPartner {
  id: number;
  name: string;
  currency: Currency;
}

/** Sets one commission of a partner: a row of its sheet, or a new product / bet type. */
export function CommissionDialog({
  partner,
  entry,
  onClose,
}: {
  partner: CommissionPartner;
  entry: CommissionEntry | null;
  onClose: () => void;
}) {
  const save = useSaveCommissions();
  const form = useForm<CommissionForm>({
    resolver: contractResolver(ZCommissionForm),
    defaultValues: formDefaults(entry),
  });
  const title = entry
    ? `Comisión de ${entry.product.name}${entry.bet_type ? ` · ${entry.bet_type.name}` : ''}`
    : 'Nueva comisión';
  return (
    <FormDialog
      form={form}
      title={`${title} · ${partner.name}`}
      onSubmit={(values) => save.mutateAsync({ commissions: [{ partner_id: partner.id, ...toValues(values) }] })}
      onClose={onClose}
      serverFields={COMMISSION_FIELDS}
      serverFieldOf={lastSegment}
    >
      <Stack spacing={2}>
        <CommissionFields control={form.control} currency={partner.currency} keyLocked={Boolean(entry)} />
      </Stack>
    </FormDialog>
  );
}
