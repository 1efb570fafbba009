import type { TwoFactorStatus } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-error';
import {
  useActivateTwoFactor,
  useDisableTwoFactor,
  useSetupTwoFactor,
  useTwoFactorPolicy,
  useTwoFactorStatus,
  useUpdateTwoFactorPolicy,
} from '../api/two-factor';
import { CodeForm } from '../components/code-form';
import { QrEnrolment } from '../components/qr-enrolment';
import { RecoveryCodes } from '../components/recovery-codes';

/** /admin/tools/two-factor: the user's own second factor and, for the ADMIN_BANCA, the banca's rule. */
export function Component() {
  const user = useCurrentUser();
  const status = useTwoFactorStatus();
  // Held by the page, not by the enrolment: turning it on reloads the status, which swaps the
  // enrolment for the enabled view, and the codes the server answered must outlive that swap.
  const activate = useActivateTwoFactor();
  // Until the user keeps them: finishing forgets them (a later enrolment shows its own).
  const recoveryCodes = activate.data?.recovery_codes ?? null;
  return (
    <>
      <PageHeader
        title="Verificación en dos pasos"
        subtitle="Al iniciar sesión, además de la contraseña se pide el código de una aplicación autenticadora."
      />
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <Paper sx={{ p: 3 }} component="section" aria-label="Su verificación en dos pasos">
          {status.isPending && <CircularProgress aria-label="Cargando" />}
          {status.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(status.error)}
            </Alert>
          )}
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => activate.reset()} doneLabel="Finalizar" />
          ) : (
            status.data &&
            (status.data.enabled ? (
              <Enabled status={status.data} />
            ) : (
              <Enrolment status={status.data} activate={activate} />
            ))
          )}
        </Paper>
        {user?.role === 'ADMIN_BANCA' && <BancaRule />}
      </Stack>
    </>
  );
}

function Enrolment({
  status,
  activate,
}: {
  status: TwoFactorStatus;
  activate: ReturnType<typeof useActivateTwoFactor>;
}) {
  const setup = useSetupTwoFactor();
  return (
    <Stack spacing={2}>
      <Typography>
        {status.required ? 'Su banca exige la verificación en dos pasos. ' : ''}La verificación en dos pasos no está
        activa.
      </Typography>
      {!setup.data && (
        <Button variant="contained" onClick={() => setup.mutate()} loading={setup.isPending}>
          Activar
        </Button>
      )}
      {setup.data && (
        <>
          <QrEnrolment setup={setup.data} />
          <CodeForm
            onSubmit={(code) => activate.mutate({ code })}
            pending={activate.isPending}
            error={activate.error}
            submitLabel="Confirmar código"
          />
        </>
      )}
    </Stack>
  );
}

function Enabled({ status }: { status: TwoFactorStatus }) {
  const disable = useDisableTwoFactor();
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        La verificación en dos pasos está activa. Códigos de recuperación sin usar: {status.recovery_codes_left}.
      </Alert>
      {status.required ? (
        <Typography variant="body2">Su banca la exige: no se puede desactivar.</Typography>
      ) : (
        <>
          <Typography variant="body2">
            Para desactivarla, ingrese un código de su aplicación o de recuperación.
          </Typography>
          <CodeForm
            onSubmit={(code) => disable.mutate({ code })}
            pending={disable.isPending}
            error={disable.error}
            submitLabel="Desactivar"
            recovery
          />
        </>
      )}
    </Stack>
  );
}

function BancaRule() {
  const policy = useTwoFactorPolicy(true);
  const update = useUpdateTwoFactorPolicy();
  return (
    <Paper sx={{ p: 3 }} component="section" aria-label="Regla de la banca">
      <Typography variant="h6" component="h2" gutterBottom>
        Regla de la banca
      </Typography>
      {policy.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(policy.error)}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={policy.data?.required ?? false}
            disabled={!policy.data || update.isPending}
            onChange={(_event, required) => update.mutate({ required })}
          />
        }
        label="Exigir la verificación en dos pasos a administradores, supervisores y distribuidores"
      />
    </Paper>
  );
}
