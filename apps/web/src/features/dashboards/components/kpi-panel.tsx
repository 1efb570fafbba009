import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';

/**
 * The dashboards' grid of panels: two columns on a wide screen, one on a narrow one;
 * `minmax(0, 1fr)`: a column never grows past its share for a wide table or chart inside it.
 */
export const PANEL_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  mt: 2,
} as const;

/**
 * One block of a dashboard: its heading (the section's name), a thin bar while it reads again
 * (the figures stay on screen, so a refresh never flickers), and the error with "Reintentar"
 * instead of the content when its KPI failed.
 */
export function KpiPanel({
  title,
  query,
  actions,
  children,
}: {
  title: string;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching && <LinearProgress aria-label={`Actualizando ${title}`} />}</Box>
      {query.isError ? (
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children
      )}
    </Paper>
  );
}
