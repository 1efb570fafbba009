import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { SaleDay } from '@banca/contracts';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { dayjs } from '@/lib/format';
import { useSaleDraws } from '../api/list-sale-draws';
import { useSellingTaquillas } from '../api/list-selling-taquillas';
import { SaleDayChoice } from './sale-day-choice';
import { SellWorkspace } from './sell-workspace';
import { TaquillaPicker } from './taquilla-picker';
import { RetryAlert } from '@/components/retry-alert';

const CHOSEN_TAQUILLA = 'banca.sell.taquilla';

/**
 * Taquilla › Vender: a seller works for its own taquilla; an agency's user first picks one of
 * the agency's taquillas (remembered in this browser). Then today's draws, or tomorrow's sold in
 * advance (ADR 062, asked for only once chosen), then the point of sale: a day change starts it
 * afresh, so no ticket mixes the two days.
 */
export function SellScreen() {
  const taquillas = useSellingTaquillas();
  const [chosen, setChosen] = useState<number | undefined>(
    () => Number(localStorage.getItem(CHOSEN_TAQUILLA)) || undefined,
  );
  const mustChoose = taquillas.data?.must_choose ?? false;
  const valid = mustChoose && taquillas.data?.data.some((taquilla) => taquilla.id === chosen) ? chosen : undefined;
  const ready = Boolean(taquillas.data) && (!mustChoose || valid !== undefined);
  const [day, setDay] = useState<SaleDay>('today');
  const [ticketEmpty, setTicketEmpty] = useState(true);
  const todays = useSaleDraws(valid, ready);
  const tomorrows = useSaleDraws(valid, ready && day === 'tomorrow', 'tomorrow');
  const draws = day === 'tomorrow' ? tomorrows : todays;
  const choose = (id: number) => {
    localStorage.setItem(CHOSEN_TAQUILLA, String(id));
    setChosen(id);
  };
  const picker = mustChoose && taquillas.data && (
    <TaquillaPicker taquillas={taquillas.data.data} value={valid} onChange={choose} />
  );
  const tomorrowDate = todays.data && dayjs(todays.data.server_time).add(1, 'day').format('DD/MM/YYYY');
  const dayChoice = tomorrowDate && (
    <SaleDayChoice day={day} tomorrowDate={tomorrowDate} locked={!ticketEmpty} onChange={setDay} />
  );

  const failure = taquillas.error ?? draws.error;
  // The picker and the day's choice keep their place (and the focus) while the other day's draws load.
  return (
    <>
      {!draws.data && <PageHeader title="Vender" />}
      {picker}
      {dayChoice}
      {draws.data ? (
        <SellWorkspace
          key={`${valid ?? 0}-${day}`}
          data={draws.data}
          taquillaId={valid}
          refetchDraws={() => void draws.refetch()}
          onTicketEmpty={setTicketEmpty}
          advanceDate={day === 'tomorrow' ? tomorrowDate : undefined}
        />
      ) : failure ? (
        <RetryAlert error={failure} onRetry={() => void (taquillas.error ? taquillas.refetch() : draws.refetch())} />
      ) : mustChoose && valid === undefined ? (
        <Alert severity="info">Seleccione la taquilla por la que va a vender.</Alert>
      ) : (
        <CircularProgress aria-label="Cargando sorteos" />
      )}
    </>
  );
}
