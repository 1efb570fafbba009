import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useSaleDraws } from '../api/list-sale-draws';
import { useSellingTaquillas } from '../api/list-selling-taquillas';
import { SellWorkspace } from './sell-workspace';
import { TaquillaPicker } from './taquilla-picker';
import { RetryAlert } from '@/components/retry-alert';

const CHOSEN_TAQUILLA = 'banca.sell.taquilla';

/**
 * Taquilla › Vender: a seller works for its own taquilla; an agency's user first picks one of
 * the agency's taquillas (remembered in this browser). Then today's draws, then the point of sale.
 */
export function SellScreen() {
  const taquillas = useSellingTaquillas();
  const [chosen, setChosen] = useState<number | undefined>(
    () => Number(localStorage.getItem(CHOSEN_TAQUILLA)) || undefined,
  );
  const mustChoose = taquillas.data?.must_choose ?? false;
  const valid = mustChoose && taquillas.data?.data.some((taquilla) => taquilla.id === chosen) ? chosen : undefined;
  const draws = useSaleDraws(valid, Boolean(taquillas.data) && (!mustChoose || valid !== undefined));
  const choose = (id: number) => {
    localStorage.setItem(CHOSEN_TAQUILLA, String(id));
    setChosen(id);
  };
  const picker = mustChoose && taquillas.data && (
    <TaquillaPicker taquillas={taquillas.data.data} value={valid} onChange={choose} />
  );

  if (draws.data) {
    return (
      <>
        {picker}
        <SellWorkspace
          key={valid ?? 0}
          data={draws.data}
          taquillaId={valid}
          refetchDraws={() => void draws.refetch()}
        />
      </>
    );
  }
  const failure = taquillas.error ?? draws.error;
  return (
    <>
      <PageHeader title="Vender" />
      {picker}
      {failure ? (
        <RetryAlert
          error={failure}
          onRetry={() => void (taquillas.error ? taquillas.refetch() : draws.refetch())}
        />
      ) : mustChoose && valid === undefined ? (
        <Alert severity="info">Seleccione la taquilla por la que va a vender.</Alert>
      ) : (
        <CircularProgress aria-label="Cargando sorteos" />
      )}
    </>
  );
}
