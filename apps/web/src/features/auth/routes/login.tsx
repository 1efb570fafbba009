import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { sessionQueryKey, useSession } from '../api/get-session';
import { takeSessionHandoff } from '../api/session-handoff';
import { LoginPage } from '../components/login-page';
import { safeNext } from '@/lib/login-redirect';

/** /login: signed in already (or handed a session) → home (or `next`); otherwise the form, then back to `next`. */
export function Component() {
  // A session handed over by another database's application (database switcher) is kept first.
  const [handedOver] = useState(takeSessionHandoff);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (handedOver) void queryClient.resetQueries({ queryKey: sessionQueryKey });
  }, [handedOver, queryClient]);
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next')) ?? '/';

  if (session.status === 'pending') return <FullPageLoader />;
  if (session.status === 'authenticated') return <Navigate to={next} replace />;
  return <LoginPage onSignedIn={() => void navigate(next, { replace: true })} />;
}
