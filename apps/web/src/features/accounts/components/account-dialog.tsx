import { ZSaveAccountRequest, type Account, type SaveAccountRequest } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useSaveAccount } from '../api/save-account';

const STATES = [
  { value: 'true', label: 'Activa' },
  { value: 'false', label: 'Inactiva' },
];

/** The contract's body with the state as the select holds it. */
const ZAccountForm = ZSaveAccountRequest.extend({ active: z.enum(['true', 'false']) });
type AccountForm = Omit<SaveAccountRequest, 'active'> & { active: 'true' | 'false' };

/** Creates an account of the user's partner, or edits one of its network. */
export function AccountDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const save = useSaveAccount();
  const form = useForm<AccountForm>({
    resolver: contractResolver(ZAccountForm),
    defaultValues: {
      code: account?.code ?? '',
      name: account?.name ?? '',
      description: account?.description ?? '',
      active: account?.active === false ? 'false' : 'true',
    },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title={account ? `Editar cuenta ${account.code}` : 'Nueva cuenta'}
      onSubmit={(values) =>
        save.mutateAsync({
          ...(account ? { id: account.id } : {}),
          body: { ...values, active: values.active === 'true' },
        })
      }
      onClose={onClose}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="code" label="Código" required />
        <FormTextField control={control} name="name" label="Nombre" required />
        <FormTextField control={control} name="description" label="Descripción" multiline minRows={2} />
        <FormTextField control={control} name="active" label="Estado" options={STATES} />
      </Stack>
    </FormDialog>
  );
}
