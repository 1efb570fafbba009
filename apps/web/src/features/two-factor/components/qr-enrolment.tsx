import type { TwoFactorSetup } from '@banca/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QrCode } from '@/components/qr-code';

/** The new secret: a QR code for the authenticator app, and the key for typing it by hand. */
export function QrEnrolment({ setup }: { setup: TwoFactorSetup }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">
        Escanee el código con su aplicación autenticadora (Google Authenticator, Microsoft Authenticator, FreeOTP…) y
        escriba el código de 6 dígitos que muestra.
      </Typography>
      <QrCode text={setup.otpauth_url} label="Código QR para la aplicación autenticadora" widthMm={45} />
      <Typography variant="body2" color="text.secondary">
        ¿No puede escanearlo? Escriba esta clave:
      </Typography>
      <Box component="code" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {setup.secret}
      </Box>
    </Stack>
  );
}
