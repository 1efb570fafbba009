import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { errorMessage, isApiError } from '@/lib/api-error';

/** The count the save will be checked against, and (after a 409) why it changed. */
export function GlobalConfirm({ matched, partners, error }: { matched: number; partners: number; error: unknown }) {
  const stale = isApiError(error) && error.status === 409;
  return (
    <>
      {stale && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>La pantalla estaba desactualizada: no se guardó nada</AlertTitle>
          {errorMessage(error)} Mientras revisaba, alguien más cambió comisiones de estos asociados (o la red cambió).
          El número de abajo ya es el actual: revíselo y confirme de nuevo.
        </Alert>
      )}
      {!stale && Boolean(error) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      <Typography role="status">
        {matched === 0
          ? `Ninguna comisión cambiaría en los ${partners} asociado(s) alcanzados.`
          : `Se cambiarán ${matched} comisión(es) en ${partners} asociado(s).`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Al confirmar, el servidor vuelve a contar con las filas bloqueadas: si el número ya no es {matched}, no cambia
        nada.
      </Typography>
    </>
  );
}
