import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';

/** The router's errorElement: a 404 answer shows the 404 page, anything else the 500 page. */
export function RouteError({ fullPage = true }: { fullPage?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    console.error('Error no controlado en la ruta', error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage fullPage={fullPage} />;
  return <ServerErrorPage fullPage={fullPage} />;
}

export function LayoutRouteError() {
  return <RouteError fullPage={false} />;
}
