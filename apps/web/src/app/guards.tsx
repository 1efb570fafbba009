import type { SessionUser } from '@banca/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useSession } from '@/features/auth';
import { loginPathFor } from '@/lib/login-redirect';
import { useCurrentUser } from '@/features/auth';
import { AppLayout } from './layouts/app-layout';
import { buildMenu } from './menu';
import { canSeeScreen, canSeeTab, allowedTabs, tabPath } from './screen-access';
import { HOME_BY_ROLE, SCREENS, type Screen, type Tab } from './screens';

/** Spec §5: not signed in → /login?next=<here>; signed in → the layout around the page. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'pending') return <FullPageLoader />;
  if (session.status === 'unauthenticated') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return (
    <AppLayout user={session.user}>
      <Outlet />
    </AppLayout>
  );
}

/** Spec §5: a page the user may not see sends them to `/`. */
export function RequireScreen({ screen }: { screen: Screen }) {
  const user = useCurrentUser();
  if (!user) return null;
  return canSeeScreen(user, screen) ? <Outlet /> : <Navigate to="/" replace />;
}

export function RequireTab({ screen, tab }: { screen: Screen; tab: Tab }) {
  const user = useCurrentUser();
  if (!user) return null;
  return canSeeTab(user, screen, tab) ? <Outlet /> : <Navigate to="/" replace />;
}

/** The bare path of a tabbed screen opens its first allowed tab. */
export function FirstTabRedirect({ screen }: { screen: Screen }) {
  const user = useCurrentUser();
  const [first] = allowedTabs(user, screen);
  if (!user) return null;
  return <Navigate to={first ? tabPath(screen, first) : '/'} replace />;
}

/** Where `/` goes: the role's home, or (should a home ever be out of reach) the first entry. */
export function homePathFor(user: SessionUser): string | null {
  const home = HOME_BY_ROLE[user.role];
  const homeScreen = SCREENS.find((screen) => screen.path === home);
  if (homeScreen && canSeeScreen(user, homeScreen)) return home;
  return buildMenu(user)[0]?.entries[0]?.to ?? null;
}

export function HomeRedirect() {
  const user = useCurrentUser();
  if (!user) return null;
  const home = homePathFor(user);
  return home ? <Navigate to={home} replace /> : <NoScreens />;
}

function NoScreens() {
  return <p>Su usuario no tiene pantallas asignadas. Consulte con el administrador.</p>;
}
