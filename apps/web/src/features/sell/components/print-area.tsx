import type { Ticket } from '@banca/contracts';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import type { PaperWidth } from './print-settings';
import { PrintedTicket } from './printed-ticket';

export const PRINT_AREA_ID = 'ticket-print-area';

/**
 * The print-only copy of a ticket, straight under <body>: on screen it is hidden; when
 * printing, it is the only thing shown, on a page as wide as the thermal paper.
 */
export function PrintArea({ ticket, width }: { ticket: Ticket | null; width: PaperWidth }) {
  if (!ticket) return null;
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
        <PrintedTicket ticket={ticket} width={width} />
      </div>
    </>,
    document.body,
  );
}
