import { ZResetPasswordRequest, type User } from '@banca/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useResetUserPassword } from '../api/reset-user-password';

const ZForm = ZResetPasswordRequest.omit({ id: true });

/** Sets a new password for a user; its open sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const reset = useResetUserPassword();
  const form = useForm<{ password: string }>({
    resolver: contractResolver(ZForm),
    defaultValues: { password: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Cambiar contraseña de ${user.username}`}
      onSubmit={({ password }) => reset.mutateAsync({ id: user.id, password })}
      onClose={onClose}
      submitLabel="Cambiar"
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <DialogContentText>El usuario tendrá que iniciar sesión de nuevo con la contraseña nueva.</DialogContentText>
        <FormTextField
          control={form.control}
          name="password"
          label="Contraseña nueva"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
