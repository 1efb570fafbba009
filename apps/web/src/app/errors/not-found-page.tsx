import { ErrorPage } from './error-page';

export function NotFoundPage({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <ErrorPage
      status={404}
      title="Página no encontrada"
      description="La página que busca no existe o fue movida. Revise la dirección o vuelva al inicio."
      fullPage={fullPage}
    />
  );
}
