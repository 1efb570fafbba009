import type { PollaTicket } from '@banca/contracts';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { PrintedPollaTicket } from './printed-polla-ticket';

const PRINT_AREA_ID = 'polla-print-area';

/** The print-only copy of a polla ticket, straight under <body>: hidden on screen, alone on paper. */
export function PollaPrintArea({ ticket }: { ticket: PollaTicket | null }) {
  if (!ticket) return null;
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          [`#${PRINT_AREA_ID}`]: { display: 'none' },
          '@page': { size: '80mm auto', margin: 0 },
          '@media print': {
            'html, body': { background: '#fff !important' },
            [`body > *:not(#${PRINT_AREA_ID})`]: { display: 'none !important' },
            [`#${PRINT_AREA_ID}`]: { display: 'block !important' },
          },
        }}
      />
      <div id={PRINT_AREA_ID}>
        <PrintedPollaTicket ticket={ticket} origin={window.location.origin} />
      </div>
    </>,
    document.body,
  );
}

/** What is in the print area, and `print(ticket)`. */
export function usePollaPrinter() {
  const [printing, setPrinting] = useState<PollaTicket | null>(null);
  const print = (ticket: PollaTicket) => {
    // The print area must show this ticket before the dialog takes its snapshot.
    flushSync(() => setPrinting(ticket));
    window.print();
  };
  return { printing, print };
}
