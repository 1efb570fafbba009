import { ZResetPasswordRequest, type User } from '@banca/contracts';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormDialog, FormTextField } from '@/components/form';
import { useResetUserPassword } from '../api/reset-user-password';

const ZForm = ZResetPasswordRequest.omit({ id: true });
type Form = { password: string; current_password: string };

/**
 * Sets a new password for a user; its open sessions end. For one's own account the current
 * password is asked too (the API refuses without it).
 */
export function ResetPasswordDialog({ user, own, onClose }: { user: User; own: boolean; onClose: () => void }) {
  const reset = useResetUserPassword();
  const form = useForm<Form>({
    resolver: contractResolver(ZForm),
    defaultValues: { password: '', current_password: '' },
  });
  return (
    <FormDialog
      form={form}
      title={`Cambiar contraseña de ${user.username}`}
      onSubmit={({ password, current_password }) =>
        reset.mutateAsync({ id: user.id, password, ...(own ? { current_password } : {}) })
      }
      onClose={onClose}
      submitLabel="Cambiar"
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <DialogContentText>
          {own
            ? 'Tendrá que iniciar sesión de nuevo con la contraseña nueva.'
            : 'El usuario tendrá que iniciar sesión de nuevo con la contraseña nueva.'}
        </DialogContentText>
        {own && (
          <FormTextField
            control={form.control}
            name="current_password"
            label="Contraseña actual"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
          />
        )}
        <FormTextField
          control={form.control}
          name="password"
          label="Contraseña nueva"
          type="password"
          autoComplete="new-password"
          required
          autoFocus={!own}
        />
      </Stack>
    </FormDialog>
  );
}
