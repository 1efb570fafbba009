import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMatches } from 'react-router';
import { PageHeader } from '@/components/page-header';
import type { ScreenHandle } from '../route-handle';

/** What a screen that is not built yet shows: its title and an honest line, no fake data. */
export function NotAvailable({ title, asTab = false }: { title: string; asTab?: boolean }) {
  return (
    <section aria-label={title}>
      {asTab ? (
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      ) : (
        <PageHeader title={title} />
      )}
      <Alert severity="info" variant="outlined">
        Esta pantalla aún no está disponible.
      </Alert>
    </section>
  );
}

export function Component() {
  const handle = useMatches().findLast((match) => match.handle)?.handle as ScreenHandle | undefined;
  return <NotAvailable title={handle?.title ?? 'Pantalla'} asTab={handle?.kind === 'tab'} />;
}
