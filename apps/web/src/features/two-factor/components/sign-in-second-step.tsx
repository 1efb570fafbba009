import type { SignInResponse, TwoFactorChallenge } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useSetupTwoFactorChallenge, useVerifyTwoFactorChallenge } from '../api/two-factor-challenge';
import { CodeForm } from './code-form';
import { QrEnrolment } from './qr-enrolment';
import { RecoveryCodes } from './recovery-codes';

export interface SignInSecondStepProps {
  challenge: TwoFactorChallenge;
  onSignedIn: (session: SignInResponse) => void;
  /** Back to the password (the challenge expired, or another user). */
  onRestart: () => void;
}

/**
 * After the password: the authenticator's code, or — when the banca requires a second factor and
 * the user has none — enrolment with a QR code, then the recovery codes, shown once.
 */
export function SignInSecondStep({ challenge, onSignedIn, onRestart }: SignInSecondStepProps) {
  const enrolling = challenge.two_factor === 'ENROL';
  const setup = useSetupTwoFactorChallenge(challenge.challenge_token, enrolling);
  const verify = useVerifyTwoFactorChallenge();
  const [enrolled, setEnrolled] = useState<{ session: SignInResponse; codes: string[] } | null>(null);

  if (enrolled)
    return <RecoveryCodes codes={enrolled.codes} onDone={() => onSignedIn(enrolled.session)} doneLabel="Continuar" />;

  const submit = (code: string) =>
    verify.mutate(
      { challenge_token: challenge.challenge_token, code },
      {
        onSuccess: ({ recovery_codes, ...session }) =>
          recovery_codes ? setEnrolled({ session, codes: recovery_codes }) : onSignedIn(session),
      },
    );

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Verificación en dos pasos
      </Typography>
      {enrolling ? (
        <>
          <Typography variant="body2">Su banca exige la verificación en dos pasos. Actívela para continuar.</Typography>
          {setup.isPending && <CircularProgress aria-label="Cargando" sx={{ alignSelf: 'center' }} />}
          {setup.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(setup.error)}
            </Alert>
          )}
          {setup.data && <QrEnrolment setup={setup.data} />}
        </>
      ) : (
        <Typography variant="body2">Ingrese el código que muestra su aplicación autenticadora.</Typography>
      )}
      {(!enrolling || setup.data) && (
        <CodeForm
          onSubmit={submit}
          pending={verify.isPending}
          error={verify.error}
          submitLabel={enrolling ? 'Activar e ingresar' : 'Verificar'}
          recovery={!enrolling}
        />
      )}
      <Button variant="text" onClick={onRestart}>
        Volver a iniciar sesión
      </Button>
    </Stack>
  );
}
