import { ZResetPasswordRequest, type User } from '@banca/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField } from '@/components/form';
import { contractResolver } from '@/features/registry-common';
import { useResetUserPassword } from '../api/reset-user-password';

const ZForm = ZResetPasswordRequest.omit({ id: true });

/** Sets a new password for a user; its open sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const reset = useResetUserPassword();
  const { control, handleSubmit, setError } = useForm<{ password: string }>({
    resolver: contractResolver(ZForm),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ id: user.id, password });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password']);
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-password-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reset-password-title">Cambiar contraseña de {user.username}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              El usuario tendrá que iniciar sesión de nuevo con la contraseña nueva.
            </DialogContentText>
            <FormTextField
              control={control}
              name="password"
              label="Contraseña nueva"
              type="password"
              autoComplete="new-password"
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={reset.isPending}>
            Cambiar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
