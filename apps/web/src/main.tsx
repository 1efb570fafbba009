import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { sessionQueryKey } from './features/auth';
import { setSessionExpiredHandler } from './lib/http';

const queryClient = createQueryClient();
// A failed refresh has already cleared the tokens: forgetting the session makes the guard
// send the user to /login?next=<where they were>.
setSessionExpiredHandler(() => queryClient.setQueryData(sessionQueryKey, null));
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
