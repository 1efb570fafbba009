import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useEffect, type ReactNode } from 'react';

export const APP_NAME = 'Banca';

/** Keeps the browser tab's title in step with the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}

/** True inside a tabbed screen's open tab, whose screen title is already the page's h1. */
export const InTab = createContext(false);

/**
 * Every screen starts with one: its title (the page's h1; a tab's own header is an h2 under its
 * screen's), an optional line and actions.
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  const inTab = useContext(InTab);
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box>
        <Typography variant={inTab ? 'h6' : 'h5'} component={inTab ? 'h2' : 'h1'} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {/* The screen's primary actions: the browser walk checks they are in view on arrival. */}
      {actions && (
        <Box data-page-actions sx={{ display: 'flex', gap: 1 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}
