import {
  isTwoFactorChallenge,
  ZSignInRequest,
  type SessionUser,
  type SignInRequest,
  type TwoFactorChallenge,
} from '@banca/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useSignIn } from '../api/sign-in';

const FIELDS = ['username', 'password'] as const;

export interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** The password was right and the account has a second factor (or must enrol one). */
  onChallenge: (challenge: TwoFactorChallenge) => void;
}

/** Usuario + Contraseña → Ingresar. Field errors come from the shared schema; the rest from the server. */
export function LoginForm({ onSignedIn, onChallenge }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const signIn = useSignIn();
  const { register, handleSubmit, setError, formState } = useForm<SignInRequest, unknown, SignInRequest>({
    resolver: contractResolver(ZSignInRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (answer) => (isTwoFactorChallenge(answer) ? onChallenge(answer) : onSignedIn(answer.user)),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const { field, message } of error.fields) {
          const name = FIELDS.find((candidate) => candidate === field);
          if (name) setError(name, { message });
        }
      },
    }),
  );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label="Iniciar sesión">
      {signIn.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(signIn.error)}
        </Alert>
      )}
      <TextField
        {...register('username')}
        id="login-username"
        label="Usuario"
        autoComplete="username"
        autoFocus
        fullWidth
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
      />
      <TextField
        {...register('password')}
        id="login-password"
        label="Contraseña"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
        Ingresar
      </Button>
    </Stack>
  );
}
