import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { dayjs } from '@/lib/format';
import { useTodayTickets } from '../api/consult-tickets';
import type { SaleDrawsData } from '../api/list-sale-draws';
import { AnnulDialog, type AnnulTarget } from './annul-dialog';
import { DrawsPanel } from './draws-panel';
import { PayPrizeDialog } from './pay-prize-dialog';
import { PlayEntryForm } from './play-entry';
import { PrintArea } from './print-area';
import { SaleOutcome } from './sale-outcome';
import { SellActions } from './sell-actions';
import { TicketTable } from './ticket-table';
import { TodayTickets } from './today-tickets';
import { usePrinter } from './use-printer';
import { useSale } from './use-sale';
import { useLastTicket } from './use-last-ticket';
import { useSellShortcut } from './use-sell-shortcut';
import { useServerNow } from './use-server-now';
import { useTicketBuilder } from './use-ticket-builder';

/** The point of sale: draws on the left, entry and ticket in the middle, last sale and the day's tickets. */
export function SellWorkspace({
  data,
  taquillaId,
  refetchDraws,
}: {
  data: SaleDrawsData;
  /** Only for an agency's user: the taquilla it chose. */
  taquillaId?: number | undefined;
  refetchDraws: () => void;
}) {
  const now = useServerNow(data.clock_offset);
  const builder = useTicketBuilder(data, now);
  const sale = useSale(builder, { ...(taquillaId ? { taquillaId } : {}), onDrawsChanged: refetchDraws });
  const printer = usePrinter();
  const focusEntry = useRef<(() => void) | null>(null);
  const today = dayjs(now).format('YYYY-MM-DD');
  const todays = useTodayTickets(today, data.taquilla.id);
  const [annulTarget, setAnnulTarget] = useState<AnnulTarget | null>(null);
  const [payingPrize, setPayingPrize] = useState(false);

  const sell = async () => {
    const sold = await sale.sell();
    if (sold && printer.autoPrint) printer.print(sold.response.ticket);
    focusEntry.current?.();
  };
  useSellShortcut(() => void sell());

  const last = useLastTicket({
    data,
    now,
    builder,
    sale,
    newestId: todays.data?.[0]?.id,
    onRepeated: () => focusEntry.current?.(),
    onAnnul: setAnnulTarget,
  });

  return (
    <>
      <PageHeader
        title="Vender"
        subtitle={`${data.taquilla.name} (${data.taquilla.code}) · Hora del servidor ${dayjs(now).format('hh:mm:ss a')}`}
        actions={
          <SellActions
            hasLastTicket={last.hasLastTicket}
            onRepeat={last.repeat}
            onAnnulLast={last.annulLast}
            onPayPrize={() => setPayingPrize(true)}
            width={printer.width}
            onWidth={printer.setWidth}
            autoPrint={printer.autoPrint}
            onAutoPrint={printer.setAutoPrint}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)', xl: '300px minmax(0, 1fr) 340px' },
          // The draws run down the left; below the ticket (beside it on wide screens), the last sale and the day.
          gridTemplateRows: { md: 'auto 1fr', xl: 'auto' },
          gridTemplateAreas: { xs: '"draws" "main" "side"', md: '"draws main" "draws side"', xl: '"draws main side"' },
        }}
      >
        <Box sx={{ gridArea: 'draws', maxHeight: { md: 'calc(100vh - 180px)' }, overflow: 'auto' }}>
          <DrawsPanel draws={data.draws} now={now} selected={builder.selected} onToggle={builder.toggle} />
        </Box>
        <Box sx={{ gridArea: 'main', display: 'grid', gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <PlayEntryForm
              betTypes={builder.betTypes}
              symbols={builder.symbols}
              currency={data.currency}
              limits={data.limits}
              focusRef={focusEntry}
              onAdd={builder.add}
              disabledReason={builder.entryBlocker}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {sale.error && (
              <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
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
              onRemove={builder.remove}
              onSell={() => void sell()}
              onClear={() => {
                builder.replace([]);
                sale.clearError();
              }}
            />
          </Paper>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridArea: 'side' }}>
          {sale.sold && (
            <SaleOutcome
              sold={sale.sold}
              draws={builder.drawsById}
              symbols={data.symbols}
              onPrint={() => sale.sold && printer.print(sale.sold.response.ticket)}
              onAnnul={() => sale.sold && setAnnulTarget(sale.sold.response.ticket)}
            />
          )}
          <TodayTickets
            date={today}
            taquillaId={data.taquilla.id}
            onReprint={(ticket) => last.reprint(ticket.id, printer.print)}
            onAnnul={setAnnulTarget}
          />
        </Box>
      </Box>
      <PrintArea ticket={printer.ticket} width={printer.width} />
      {annulTarget && (
        <AnnulDialog
          target={annulTarget}
          onClose={() => setAnnulTarget(null)}
          onAnnulled={(ticket) => {
            setAnnulTarget(null);
            last.annulled(ticket);
          }}
        />
      )}
      {payingPrize && <PayPrizeDialog onClose={() => setPayingPrize(false)} {...(taquillaId ? { taquillaId } : {})} />}
    </>
  );
}
