import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';

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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      ) : (
        children
      )}
    </Paper>
  );
}
