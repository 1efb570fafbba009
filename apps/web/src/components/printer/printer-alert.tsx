import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PrintFailure } from './use-receipt-printer';

/**
 * A print that failed, where the seller looks: what went wrong, that nothing was lost (`saved`),
 * and «Reimprimir». It stays until closed or printed again.
 */
export function PrinterAlert({
  failure,
  saved,
  onDismiss,
}: {
  failure: PrintFailure | null;
  saved: string;
  onDismiss: () => void;
}) {
  if (!failure) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ py: 0.5 }}>
      <AlertTitle sx={{ mb: 0 }}>No se pudo imprimir</AlertTitle>
      {`${failure.message} ${saved}`}
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => {
            onDismiss();
            failure.retry();
          }}
        >
          Reimprimir
        </Button>
        <Button color="inherit" size="small" onClick={onDismiss}>
          Cerrar
        </Button>
      </Box>
    </Alert>
  );
}
