import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/api-error';

/** A read that failed: its error, in Spanish, with "Reintentar" to read again. */
export function RetryAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
