import type { PollaTicket } from '@banca/contracts';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useReceiptPrinter } from '@/components/printer';
import { pollaDocument } from '../logic/polla-escpos';
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

/**
 * What is in the print area, and `print(ticket)`: straight to the paired printer, or through the
 * print area and the browser's dialog when none is paired.
 */
export function usePollaPrinter() {
  const [printing, setPrinting] = useState<PollaTicket | null>(null);
  const printer = useReceiptPrinter();
  const print = (ticket: PollaTicket) =>
    void printer.print({
      document: (options) => pollaDocument(ticket, window.location.origin, options),
      fallback: () => {
        // The print area must show this ticket before the dialog takes its snapshot.
        flushSync(() => setPrinting(ticket));
        window.print();
      },
    });
  return { printing, print, failure: printer.failure, dismissFailure: printer.dismissFailure };
}
