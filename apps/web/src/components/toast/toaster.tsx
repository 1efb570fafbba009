import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, dismissToast, useToastPlacement, useToasts, type ToastItem } from './toast-store';

function Toast({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.id]);
  return (
    <Slide direction="left" in mountOnEnter unmountOnExit>
      <Alert
        severity={item.kind}
        variant="filled"
        role={item.kind === 'error' ? 'alert' : 'status'}
        onClose={() => dismissToast(item.id)}
        closeText="Cerrar"
        sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, boxShadow: 6 }}
        data-testid="toast"
      >
        <AlertTitle>{item.title}</AlertTitle>
        {item.message}
      </Alert>
    </Slide>
  );
}

/**
 * Renders the toasts, stacked at the bottom right (spec §2), or under the top bar while a screen
 * keeps the bottom right (`useToastsAwayFromBottom`). Mounted once, by the providers.
 */
export function Toaster() {
  const items = useToasts();
  const placement = useToastPlacement();
  return (
    <Box
      aria-live="polite"
      data-placement={placement}
      sx={{
        position: 'fixed',
        right: 16,
        ...(placement === 'top' ? { top: 72 } : { bottom: 16 }),
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        alignItems: 'flex-end',
      }}
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </Box>
  );
}
