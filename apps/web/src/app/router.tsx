import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { LayoutRouteError, RouteError } from './errors/route-error';
import { NotFoundPage } from './errors/not-found-page';
import { FirstTabRedirect, HomeRedirect, RequireScreen, RequireSession, RequireTab } from './guards';
import type { ScreenHandle } from './route-handle';
import { SCREEN_MODULES } from './routes/screen-modules';
import { TabsLayout } from './routes/tabs-layout';
import { tabPath } from './screen-access';
import { ACCOUNT_SCREENS } from './account-screens';
import { SCREENS, type Screen } from './screens';
import { PUBLIC_TICKET_PATH } from '@banca/contracts';
import { PUBLIC_POLLA_PATH } from '@/features/polla';

function pageFor(path: string, handle: ScreenHandle): RouteObject {
  const lazy = SCREEN_MODULES[path];
  if (!lazy) throw new Error(`La pantalla ${path} no tiene página en screen-modules.ts.`);
  return { index: true, handle, lazy };
}

/** One route per row of THE screen table; tabs are child routes, each behind its own rule. */
export function screenRoute(screen: Screen): RouteObject {
  if (!screen.tabs) {
    return {
      path: screen.path,
      element: <RequireScreen screen={screen} />,
      children: [pageFor(screen.path, { title: screen.title, kind: 'screen' })],
    };
  }
  return {
    path: screen.path,
    element: <RequireScreen screen={screen} />,
    children: [
      { index: true, element: <FirstTabRedirect screen={screen} /> },
      {
        element: <TabsLayout screen={screen} />,
        children: screen.tabs.map((tab) => ({
          path: tab.segment,
          element: <RequireTab screen={screen} tab={tab} />,
          children: [pageFor(tabPath(screen, tab), { title: tab.title, kind: 'tab' })],
        })),
      },
    ],
  };
}

export function buildRoutes(screens: readonly Screen[] = SCREENS): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        { path: '/login', lazy: () => import('@/features/auth/login') },
        { path: PUBLIC_POLLA_PATH, lazy: () => import('@/features/polla/public-screen') },
        { path: PUBLIC_TICKET_PATH, lazy: () => import('@/features/ticket-check/public-screen') },
        {
          element: <RequireSession />,
          children: [
            {
              // Inside the layout, so the menu stays usable when one page fails.
              errorElement: <LayoutRouteError />,
              children: [
                { index: true, element: <HomeRedirect /> },
                ...[...screens, ...ACCOUNT_SCREENS].map(screenRoute),
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
