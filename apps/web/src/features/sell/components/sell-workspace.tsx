import type { Ticket, TicketSummary } from '@banca/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toast';
import { dayjs } from '@/lib/format';
import { useTodayTickets } from '../api/consult-tickets';
import { useLoadTicket } from '../api/get-ticket';
import type { SaleDrawsData } from '../api/list-sale-draws';
import { repeatLines } from '../logic/repeat-ticket';
import { addLines } from '../logic/ticket-lines';
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
import { useSellShortcut } from './use-sell-shortcut';
import { useServerNow } from './use-server-now';
import { useTicketBuilder } from './use-ticket-builder';

/** The point of sale: draws on the left, entry and ticket in the middle, last sale and the day's tickets. */
export function SellWorkspace({ data, refetchDraws }: { data: SaleDrawsData; refetchDraws: () => void }) {
  const now = useServerNow(data.clock_offset);
  const builder = useTicketBuilder(data, now);
  const sale = useSale(builder, { onDrawsChanged: refetchDraws });
  const printer = usePrinter();
  const focusEntry = useRef<(() => void) | null>(null);
  const today = dayjs(now).format('YYYY-MM-DD');
  const todays = useTodayTickets(today, data.taquilla.id);
  const loadTicket = useLoadTicket();
  const [annulTarget, setAnnulTarget] = useState<AnnulTarget | null>(null);
  const [payingPrize, setPayingPrize] = useState(false);

  const sell = async () => {
    const sold = await sale.sell();
    if (sold && printer.autoPrint) printer.print(sold.response.ticket);
    focusEntry.current?.();
  };
  useSellShortcut(() => void sell());

  const newest = todays.data?.[0];
  const lastTicket = async (): Promise<Ticket | null> =>
    sale.sold?.response.ticket ?? (newest ? loadTicket(newest.id) : null);
  const repeat = async () => {
    const ticket = await lastTicket();
    if (!ticket) return;
    const { lines, skipped } = repeatLines(ticket, data.draws, now);
    const checked = addLines([], lines, data.limits, data.currency);
    if (lines.length === 0 || !checked.ok) {
      toast.error(checked.ok ? 'Ninguna jugada del último ticket tiene su sorteo abierto.' : checked.message);
      return;
    }
    builder.replace(checked.lines);
    const left = skipped > 0 ? ` ${skipped} quedaron fuera: su sorteo ya no está abierto.` : '';
    toast.success(`Se cargaron ${lines.length} jugadas del ticket ${ticket.serial}.${left}`, 'Ticket repetido');
    focusEntry.current?.();
  };
  const annulLast = async () => {
    const ticket = await lastTicket();
    if (ticket) setAnnulTarget(ticket);
  };
  const reprint = async (summary: TicketSummary) => printer.print(await loadTicket(summary.id));
  const annulled = (ticket: Ticket) => {
    setAnnulTarget(null);
    if (sale.sold?.response.ticket.id === ticket.id)
      sale.setSold({ ...sale.sold, response: { ...sale.sold.response, ticket } });
  };

  return (
    <>
      <PageHeader
        title="Vender"
        subtitle={`${data.taquilla.name} (${data.taquilla.code}) · Hora del servidor ${dayjs(now).format('hh:mm:ss a')}`}
        actions={
          <SellActions
            hasLastTicket={Boolean(sale.sold ?? newest)}
            onRepeat={() => void repeat()}
            onAnnulLast={() => void annulLast()}
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
              disabledReason={entryBlocker(builder)}
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
            onReprint={(ticket) => void reprint(ticket)}
            onAnnul={setAnnulTarget}
          />
        </Box>
      </Box>
      <PrintArea ticket={printer.ticket} width={printer.width} />
      {annulTarget && <AnnulDialog target={annulTarget} onClose={() => setAnnulTarget(null)} onAnnulled={annulled} />}
      {payingPrize && <PayPrizeDialog onClose={() => setPayingPrize(false)} />}
    </>
  );
}

function entryBlocker(builder: ReturnType<typeof useTicketBuilder>): string | null {
  if (builder.selectedDraws.length === 0) return 'Seleccione uno o más sorteos para agregar jugadas.';
  if (builder.betTypes.length === 0)
    return 'Los sorteos seleccionados no tienen una jugada en común: agréguelos por separado.';
  return null;
}
