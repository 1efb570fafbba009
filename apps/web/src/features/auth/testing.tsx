import type { SessionUser } from '@banca/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionQueryKey } from './api/get-session';

interface Where {
  /** Where the screen opens (default `/`). */
  url?: string;
  /** The route it is matched by (default `/`). */
  route?: string;
  /** What stands beside the router (a `Toaster`). */
  beside?: ReactNode;
}

/**
 * For the screens' tests: renders `Screen` at `url` (matched by `route`) with `user` signed in,
 * under a query client that does not retry. Returns the router, to read where the screen went.
 */
export function renderSignedIn(Screen: ComponentType, user: SessionUser, { url = '/', route = '/', beside }: Where = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, user);
  const router = createMemoryRouter([{ path: route, Component: Screen }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      {beside}
    </QueryClientProvider>,
  );
  return router;
}
