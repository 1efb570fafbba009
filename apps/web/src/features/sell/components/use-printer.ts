import type { Ticket } from '@banca/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Receipt } from './print-area';
import { usePrintSettings } from './print-settings';

/** What is in the print area, the printer settings, and `print(ticket)` (or its payout receipt). */
export function usePrinter() {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const settings = usePrintSettings();
  const print = (ticket: Ticket, kind: Receipt['kind'] = 'ticket') => {
    // The print area must show this receipt before the dialog takes its snapshot.
    flushSync(() => setReceipt({ kind, ticket }));
    window.print();
  };
  return { receipt, print, ...settings };
}
