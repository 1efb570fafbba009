import type { SessionUser, TwoFactorChallenge } from '@banca/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Footer } from '@/components/footer';
import { useDocumentTitle } from '@/components/page-header';
import { SignInSecondStep } from '@/features/two-factor';
import { useState } from 'react';
import { useKeepSession } from '../api/sign-in';
import { LoginForm } from './login-form';

/**
 * The sign-in page: brand, form and footer line. Where to go next (the `next` param, or
 * home when already signed in) is the route's (routes/login.tsx).
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  useDocumentTitle('Iniciar sesión');
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const keepSession = useKeepSession();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" align="center" color="primary" gutterBottom sx={{ fontWeight: 700 }}>
            Banca
          </Typography>
          {challenge ? (
            <SignInSecondStep
              challenge={challenge}
              onSignedIn={(session) => {
                keepSession(session);
                onSignedIn(session.user);
              }}
              onRestart={() => setChallenge(null)}
            />
          ) : (
            <>
              <Typography variant="body1" align="center" color="text.secondary" sx={{ mb: 3 }}>
                Ingrese con su usuario y contraseña.
              </Typography>
              <LoginForm onSignedIn={onSignedIn} onChallenge={setChallenge} />
            </>
          )}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
