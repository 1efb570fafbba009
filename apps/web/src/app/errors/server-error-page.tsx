import { ErrorPage } from './error-page';

/** Reloading is the reset: a fresh load re-fetches the code and the data that failed. */
function reloadPage(): void {
  window.location.reload();
}

/** Spec §2 / §8: the page every unhandled render error ends on. */
export function ServerErrorPage({
  fullPage = true,
  onReport = reloadPage,
}: {
  fullPage?: boolean;
  onReport?: () => void;
}) {
  return (
    <ErrorPage
      status={500}
      title="Error del servidor"
      description="El servidor tuvo un inconveniente. Intente más tarde y, si el problema persiste, avise al equipo."
      onReport={onReport}
      reportLabel="Reportar y recargar"
      fullPage={fullPage}
    />
  );
}
