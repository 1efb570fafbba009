import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { useSession } from '../api/get-session';
import { LoginPage } from '../components/login-page';
import { safeNext } from '@/lib/login-redirect';

/** /login: signed in already → home (or `next`); otherwise the form, then back to `next`. */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next')) ?? '/';

  if (session.status === 'pending') return <FullPageLoader />;
  if (session.status === 'authenticated') return <Navigate to={next} replace />;
  return <LoginPage onSignedIn={() => void navigate(next, { replace: true })} />;
}
