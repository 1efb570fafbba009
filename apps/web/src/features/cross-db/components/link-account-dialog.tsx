import { ZRegisterDbRequest, type RegisterDbRequest } from '@banca/contracts';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useRegisterDb } from '../api/cross-db';

/** The user's account in another database, proved with its password there. */
export function LinkAccountDialog({ databases, onClose }: { databases: readonly string[]; onClose: () => void }) {
  const form = useForm<RegisterDbRequest>({
    resolver: contractResolver(ZRegisterDbRequest),
    defaultValues: { db_name: databases[0] ?? '', username: '', password: '' },
  });
  const register = useRegisterDb();
  return (
    <FormDialog
      form={form}
      title="Enlazar cuenta de otra base"
      submitLabel="Enlazar"
      onClose={onClose}
      onSubmit={(values) => register.mutateAsync(values)}
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="db_name"
          label="Base de datos"
          options={databases.map((name) => ({ value: name, label: name }))}
        />
        <FormTextField control={form.control} name="username" label="Usuario en esa base" autoComplete="off" />
        <FormTextField
          control={form.control}
          name="password"
          label="Contraseña en esa base"
          type="password"
          autoComplete="off"
        />
      </Stack>
    </FormDialog>
  );
}
