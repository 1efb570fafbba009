import type { Ticket } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PrinterAlert } from '@/components/printer';
import { toast, useToastsAwayFromBottom } from '@/components/toast';
import { dayjs } from '@/lib/format';
import { useTodayTickets } from '../api/consult-tickets';
import type { SaleDrawsData } from '../api/list-sale-draws';
import { nextClosingDraw } from '../logic/draw-search';
import { lineKey } from '../logic/ticket-lines';
import { AnnulDialog, type AnnulTarget } from './annul-dialog';
import { DrawsPanel } from './draws-panel';
import { PayPrizeDialog } from './pay-prize-dialog';
import { PlayEntryForm } from './play-entry';
import { PrintArea } from './print-area';
import { SaleOutcome } from './sale-outcome';
import { SellActions } from './sell-actions';
import { TicketTable } from './ticket-table';
import { TodayTickets } from './today-tickets';
import { useFillHeight } from './use-fill-height';
import { usePrinter } from './use-printer';
import { useSale } from './use-sale';
import { useLastTicket } from './use-last-ticket';
import { useSellShortcuts } from './use-sell-shortcuts';
import { useServerNow } from './use-server-now';
import { useTicketBuilder } from './use-ticket-builder';

/** A failed print loses nothing: the seller reads it before handing over a ticket. */
const SAVED = 'La venta y los pagos ya quedaron guardados.';

/** Each region scrolls on its own; the ticket column (ticket, total, Vender, last sale) never leaves the window. */
const COLUMN = { minHeight: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column', gap: 1.5 } as const;

/**
 * The point of sale (ADR 050), filling the window: the draws, the entry with the animalitos and
 * the day's tickets, and the ticket column. Three columns on wide screens; below that, the draws
 * above the entry beside the ticket column; on a phone, one after the other.
 */
export function SellWorkspace({
  data,
  taquillaId,
  refetchDraws,
  onTicketEmpty,
  advanceDate,
}: {
  data: SaleDrawsData;
  /** Only for an agency's user: the taquilla it chose. */
  taquillaId?: number | undefined;
  refetchDraws: () => void;
  /** Told whether the ticket being built is empty: the day of the draws changes only then. */
  onTicketEmpty?: (empty: boolean) => void;
  /** Tomorrow's date when `data` holds tomorrow's draws, sold in advance (ADR 062). */
  advanceDate?: string | undefined;
}) {
  const now = useServerNow(data.clock_offset);
  const builder = useTicketBuilder(data, now);
  const printer = usePrinter();
  // A sold ticket prints as soon as its answer arrives, before the screen shows it (ADR 054).
  const sale = useSale(builder, {
    ...(taquillaId ? { taquillaId } : {}),
    onDrawsChanged: refetchDraws,
    onSold: (response) => printer.autoPrint && printer.print(response.ticket),
  });
  const focusEntry = useRef<(() => void) | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const fill = useFillHeight<HTMLDivElement>();
  const today = dayjs(now).format('YYYY-MM-DD');
  const todays = useTodayTickets(today, data.taquilla.id);
  const [annulTarget, setAnnulTarget] = useState<AnnulTarget | null>(null);
  const [payingPrize, setPayingPrize] = useState(false);
  const backToNumber = () => focusEntry.current?.();
  const empty = builder.lines.length === 0;
  useEffect(() => onTicketEmpty?.(empty), [empty, onTicketEmpty]);
  // Vender sits at the bottom right, where toasts stack: a paid prize's toast goes up top.
  useToastsAwayFromBottom();

  const sell = async () => {
    await sale.sell();
    backToNumber();
  };
  const nextDraw = () => {
    const next = nextClosingDraw(data.draws, builder.selected, now);
    if (next) builder.select(next.occurrence_id);
    else toast.error('No quedan sorteos abiertos por elegir.');
    backToNumber();
  };

  const last = useLastTicket({
    data,
    now,
    builder,
    sale,
    newest: todays.data?.[0],
    onRepeated: backToNumber,
    onAnnul: setAnnulTarget,
  });
  useSellShortcuts({
    sell: () => void sell(),
    searchDraw: () => searchRef.current?.focus(),
    nextDraw,
    payPrize: () => setPayingPrize(true),
    repeatLast: last.repeat,
    annulLast: () => last.canAnnulLast && last.annulLast(),
  });
  const annulled = (ticket: Ticket) => {
    setAnnulTarget(null);
    last.annulled(ticket);
    printer.print(ticket);
    backToNumber();
  };

  return (
    <>
      <PageHeader
        title="Vender"
        subtitle={`${data.taquilla.name} (${data.taquilla.code}) · Hora del servidor ${dayjs(now).format('hh:mm:ss a')}`}
        actions={
          <SellActions
            hasLastTicket={last.hasLastTicket}
            canAnnulLast={last.canAnnulLast}
            onRepeat={last.repeat}
            onAnnulLast={last.annulLast}
            onPayPrize={() => setPayingPrize(true)}
          />
        }
      />
      <Box
        ref={fill.ref}
        sx={{
          display: { xs: 'flex', sm: 'grid' },
          flexDirection: 'column',
          gap: 1.5,
          height: { sm: fill.height },
          gridTemplateColumns: { sm: 'minmax(0, 1fr) 300px', lg: '260px minmax(0, 1fr) 340px' },
          gridTemplateRows: { sm: 'minmax(0, 1fr) minmax(0, 1.6fr)', lg: 'minmax(0, 1fr)' },
          gridTemplateAreas: { sm: '"draws ticket" "entry ticket"', lg: '"draws entry ticket"' },
        }}
      >
        <Box sx={{ ...COLUMN, gridArea: 'draws', maxHeight: { xs: 320, sm: 'none' } }}>
          <DrawsPanel
            draws={data.draws}
            now={now}
            selected={builder.selected}
            onToggle={builder.toggle}
            searchRef={searchRef}
            onDone={backToNumber}
            advanceDate={advanceDate}
          />
        </Box>
        <Paper variant="outlined" sx={{ ...COLUMN, gridArea: 'entry', p: 1.5 }}>
          <PlayEntryForm
            draws={builder.selectedDraws}
            onRemoveDraw={builder.toggle}
            onNextDraw={nextDraw}
            betTypes={builder.betTypes}
            symbols={builder.symbols}
            currency={data.currency}
            limits={data.limits}
            focusRef={focusEntry}
            onAdd={builder.add}
            notice={builder.notice}
            below={
              <TodayTickets
                date={today}
                taquillaId={data.taquilla.id}
                onReprint={(ticket) => printer.reprint(ticket.serial)}
                onAnnul={setAnnulTarget}
              />
            }
          />
        </Paper>
        <Box sx={{ ...COLUMN, gridArea: 'ticket' }}>
          {/* The ticket takes what the last sale leaves and never grows past it: its rows scroll, the total and Vender stay. */}
          <Paper variant="outlined" sx={{ ...COLUMN, p: 1.5, flex: '1 1 0', minHeight: 236 }}>
            {sale.error && (
              <Alert severity="error" role="alert">
                {sale.error}
              </Alert>
            )}
            <TicketTable
              lines={builder.lines}
              draws={builder.drawsById}
              symbols={data.symbols}
              currency={data.currency}
              maxPerTicket={data.limits.max_per_ticket}
              lineErrors={builder.lineErrors}
              selling={sale.selling}
              onRemove={(keys) => builder.replace(builder.lines.filter((line) => !keys.includes(lineKey(line))))}
              onSell={() => void sell()}
              onClear={() => {
                builder.replace([]);
                sale.clearError();
              }}
            />
          </Paper>
          <PrinterAlert failure={printer.failure} saved={SAVED} onDismiss={printer.dismissFailure} />
          {sale.sold && (
            <SaleOutcome
              sold={sale.sold}
              draws={builder.drawsById}
              symbols={data.symbols}
              onPrint={() => sale.sold && printer.reprint(sale.sold.response.ticket.serial)}
              onAnnul={() => sale.sold && setAnnulTarget(sale.sold.response.ticket)}
              compact={builder.lines.length > 0}
            />
          )}
        </Box>
      </Box>
      <PrintArea receipt={printer.receipt} width={printer.width} />
      {annulTarget && <AnnulDialog target={annulTarget} onClose={() => setAnnulTarget(null)} onAnnulled={annulled} />}
      {payingPrize && (
        <PayPrizeDialog
          onClose={() => setPayingPrize(false)}
          onPaid={(ticket) => printer.print(ticket, 'payout')}
          {...(taquillaId ? { taquillaId } : {})}
        />
      )}
    </>
  );
}
