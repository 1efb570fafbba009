import type { Ticket } from '@banca/contracts';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import type { PaperWidth } from '@/lib/escpos/encoder';
import { PrintedPayout } from './printed-payout';
import { PrintedTicket } from './printed-ticket';

export const PRINT_AREA_ID = 'ticket-print-area';

/** What goes to the printer: a ticket (its annulment receipt once annulled) or a prize's payout receipt. */
export interface Receipt {
  readonly kind: 'ticket' | 'payout';
  readonly ticket: Ticket;
}

/**
 * The print-only copy of a receipt, straight under <body>: on screen it is hidden; when
 * printing, it is the only thing shown, on a page as wide as the thermal paper.
 */
export function PrintArea({ receipt, width }: { receipt: Receipt | null; width: PaperWidth }) {
  if (!receipt) return null;
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          [`#${PRINT_AREA_ID}`]: { display: 'none' },
          '@page': { size: `${width}mm auto`, margin: 0 },
          '@media print': {
            'html, body': { background: '#fff !important' },
            [`body > *:not(#${PRINT_AREA_ID})`]: { display: 'none !important' },
            [`#${PRINT_AREA_ID}`]: { display: 'block !important' },
          },
        }}
      />
      <div id={PRINT_AREA_ID}>
        {receipt.kind === 'payout' ? (
          <PrintedPayout ticket={receipt.ticket} width={width} />
        ) : (
          <PrintedTicket ticket={receipt.ticket} width={width} />
        )}
      </div>
    </>,
    document.body,
  );
}
