import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-error';
import { useSaleDraws } from '../api/list-sale-draws';
import { SellWorkspace } from './sell-workspace';

/** Taquilla › Vender: loads today's draws for the taquilla, then the point of sale. */
export function SellScreen() {
  const draws = useSaleDraws();
  if (draws.data) return <SellWorkspace data={draws.data} refetchDraws={() => void draws.refetch()} />;
  return (
    <>
      <PageHeader title="Vender" />
      {draws.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void draws.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessage(draws.error)}
        </Alert>
      ) : (
        <CircularProgress aria-label="Cargando sorteos" />
      )}
    </>
  );
}
