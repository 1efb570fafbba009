import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { errorMessage, isApiError } from '@/lib/api-error';

/** A refused change with what stood in the way (e.g. the cupos above a lowered tope). */
export function RefusalAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const details = isApiError(error) ? error.fields.map((f) => f.message) : [];
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{errorMessage(error)}</AlertTitle>
      {details.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
