import type { Ticket } from '@banca/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { usePrintSettings } from './print-settings';

/** What is in the print area, the printer settings, and `print(ticket)`. */
export function usePrinter() {
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const settings = usePrintSettings();
  const print = (next: Ticket) => {
    // The print area must show this ticket before the dialog takes its snapshot.
    flushSync(() => setTicket(next));
    window.print();
  };
  return { ticket, print, ...settings };
}
