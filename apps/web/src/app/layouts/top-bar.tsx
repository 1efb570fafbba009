import { ROLE_LABELS, type SessionUser } from '@banca/contracts';
import Logout from '@mui/icons-material/Logout';
import Schedule from '@mui/icons-material/Schedule';
import Security from '@mui/icons-material/Security';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '@/features/auth';
import { DatabaseSwitcher } from '@/features/cross-db';
import { NotificationBell } from '@/features/notifications';
import { currencyLabel } from '@/lib/format';
import { canSeeScreen } from '../screen-access';
import { ALERTS_SCREEN, JOBS_SCREEN, TWO_FACTOR_SCREEN } from '../account-screens';

/** The alerts' button loads after the first paint: only A, S and D have it, and the first load has a budget. */
const AlertsButton = lazy(() => import('@/features/alerts').then((module) => ({ default: module.AlertsButton })));

interface TopBarProps {
  readonly user: SessionUser;
  readonly menuOpen: boolean;
  readonly onToggleMenu?: () => void;
}

/** Brand, who is signed in (name, role, partner, currency), the notifications bell and the way out. */
export function TopBar({ user, menuOpen, onToggleMenu }: TopBarProps) {
  const signOut = useSignOut();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {onToggleMenu && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-controls="main-menu-drawer"
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
          Banca
        </Typography>
        <Box aria-label="Usuario de la sesión" role="group" sx={{ textAlign: 'right', minWidth: 0, mr: 1 }}>
          <Typography variant="subtitle2" noWrap data-testid="session-name">
            {user.name}
          </Typography>
          <Typography
            variant="caption"
            noWrap
            component="p"
            sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.85 }}
          >
            <span data-testid="session-role">{ROLE_LABELS[user.role]}</span>
            {' · '}
            <span data-testid="session-partner">{user.partner.name}</span>
            {' · '}
            <span data-testid="session-currency">{currencyLabel(user.currency)}</span>
          </Typography>
        </Box>
        <DatabaseSwitcher />
        {canSeeScreen(user, TWO_FACTOR_SCREEN) && (
          <IconButton color="inherit" component={Link} to={TWO_FACTOR_SCREEN.path} aria-label={TWO_FACTOR_SCREEN.title}>
            <Security />
          </IconButton>
        )}
        {canSeeScreen(user, JOBS_SCREEN) && (
          <IconButton color="inherit" component={Link} to={JOBS_SCREEN.path} aria-label={JOBS_SCREEN.title}>
            <Schedule />
          </IconButton>
        )}
        {canSeeScreen(user, ALERTS_SCREEN) && (
          <Suspense fallback={null}>
            <AlertsButton />
          </Suspense>
        )}
        <NotificationBell />
        {/* Icon only on phones, where the bar is narrow; both are named "Cerrar sesión". */}
        <IconButton
          color="inherit"
          aria-label="Cerrar sesión"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <Logout />
        </IconButton>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<Logout />}
          onClick={() => signOut.mutate()}
          loading={signOut.isPending}
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Cerrar sesión
        </Button>
      </Toolbar>
    </AppBar>
  );
}
