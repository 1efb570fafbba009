import {
  CURRENCY_CODES,
  ZCreateAccountEntryRequest,
  type CreateAccountEntryRequest,
  type Currency,
} from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField, MoneyField } from '@/components/form';
import { useAccountOptions } from '@/features/accounts';
import { useCurrentUser } from '@/features/auth';
import { currencyLabel, dayjs } from '@/lib/format';
import { useCreateAccountEntry } from '../api/account-entries';
import { useDirectPartners } from '../api/get-account-balance';

const CURRENCIES = CURRENCY_CODES.map((code) => ({ value: code, label: currencyLabel(code) }));

/** A manual entry between the user's partner and its direct associates: who contributes, who benefits, how much. */
export function EntryDialog({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const create = useCreateAccountEntry();
  const partners = useDirectPartners();
  const accounts = useAccountOptions();
  const form = useForm<CreateAccountEntryRequest>({
    resolver: contractResolver(ZCreateAccountEntryRequest),
    defaultValues: {
      business_date: dayjs().format('YYYY-MM-DD'),
      currency: (user?.currency ?? 'BS') as Currency,
      amount: '',
      observation: '',
    },
  });
  const { control } = form;
  const currency = useWatch({ control, name: 'currency' });
  const partnerOptions = partners.data ?? [];
  return (
    <FormDialog form={form} title="Nuevo asiento" onSubmit={(values) => create.mutateAsync(values)} onClose={onClose}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="business_date" label="Fecha" type="date" />
          <FormTextField
            control={control}
            name="account_id"
            label="Cuenta"
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }))}
          />
        </Stack>
        <FormTextField control={control} name="contributor_id" label="Asociado aportante" options={partnerOptions} />
        <FormTextField control={control} name="beneficiary_id" label="Asociado beneficiario" options={partnerOptions} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="currency"
            label="Moneda"
            options={CURRENCIES}
            sx={{ maxWidth: { sm: 220 } }}
          />
          <MoneyField control={control} name="amount" label="Monto" currency={currency} />
        </Stack>
        <FormTextField control={control} name="observation" label="Observación" multiline minRows={2} required />
      </Stack>
    </FormDialog>
  );
}
