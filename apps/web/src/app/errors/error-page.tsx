import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_HOME_PATH } from '../screens';

export interface ErrorPageProps {
  readonly status: number;
  readonly title: string;
  readonly description: string;
  /** Shows the optional report button. */
  readonly onReport?: () => void;
  readonly reportLabel?: string;
  /** Fills the window (outside the layout) or just the content area. */
  readonly fullPage?: boolean;
}

/**
 * THE error page (spec §2): status code, title, description, optional report button and a
 * home button to /admin/dashboards/sales. The home link is a plain link on purpose: a full
 * load leaves whatever state broke the page behind.
 */
export function ErrorPage({
  status,
  title,
  description,
  onReport,
  reportLabel = 'Reportar',
  fullPage = false,
}: ErrorPageProps) {
  return (
    <Box
      component={fullPage ? 'main' : 'section'}
      sx={{ minHeight: fullPage ? '100dvh' : '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'center' }}>
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }} aria-label={`Código ${status}`}>
          {status}
        </Typography>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" href={ERROR_HOME_PATH}>
            Volver al inicio
          </Button>
          {onReport && (
            <Button variant="outlined" onClick={onReport}>
              {reportLabel}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
