import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, dismissToast, useToasts, type ToastItem } from './toast-store';

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

/** Renders the toasts, stacked at the bottom right (spec §2). Mounted once, by the providers. */
export function Toaster() {
  const items = useToasts();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
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
