import { ZTwoFactorCodeRequest, type TwoFactorCodeRequest } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { contractResolver, FormTextField } from '@/components/form';
import { errorMessage } from '@/lib/api-error';

export interface CodeFormProps {
  onSubmit: (code: string) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  /** Recovery codes are accepted where the server takes them (sign-in, turning off). */
  recovery?: boolean;
}

/** The authenticator's code (or a recovery code), checked with the contract's schema. */
export function CodeForm({ onSubmit, pending, error, submitLabel, recovery = false }: CodeFormProps) {
  const { control, handleSubmit } = useForm<TwoFactorCodeRequest>({
    resolver: contractResolver(ZTwoFactorCodeRequest),
    defaultValues: { code: '' },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label="Verificación con código"
      onSubmit={handleSubmit((values) => onSubmit(values.code))}
    >
      {Boolean(error) && (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="code"
        id="two-factor-code"
        label="Código de verificación"
        autoComplete="one-time-code"
        autoFocus
        helperText={
          recovery
            ? 'Los 6 dígitos de su aplicación autenticadora, o un código de recuperación.'
            : 'Los 6 dígitos de su aplicación autenticadora.'
        }
      />
      <Button type="submit" variant="contained" loading={pending} fullWidth>
        {submitLabel}
      </Button>
    </Stack>
  );
}
