import type { Ticket } from '@banca/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useReceiptPrinter } from '@/components/printer';
import { useReprintTicket } from '../api/reprint-ticket';
import { payoutDocument, ticketDocument } from '../logic/ticket-escpos';
import type { Receipt } from './print-area';

/**
 * The point of sale's printing: `print(ticket)` (or its payout receipt) goes straight to the
 * paired printer, or to the print area and the browser's dialog when none is paired.
 * `reprint(serial)` asks the server first, which audits it, and prints the ticket it answers.
 */
export function usePrinter() {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const printer = useReceiptPrinter();
  const reprintRequest = useReprintTicket();

  const reprint = (serial: string) =>
    void reprintRequest
      .mutateAsync(serial)
      .then((ticket) => print(ticket))
      .catch(() => undefined);

  const print = (ticket: Ticket, kind: Receipt['kind'] = 'ticket') =>
    void printer.print({
      document: (options) => (kind === 'payout' ? payoutDocument(ticket, options) : ticketDocument(ticket, options)),
      fallback: () => {
        // The print area must show this receipt before the dialog takes its snapshot.
        flushSync(() => setReceipt({ kind, ticket }));
        window.print();
      },
      ...(kind === 'ticket' ? { retry: () => reprint(ticket.serial) } : {}),
    });

  return {
    receipt,
    print,
    reprint,
    width: printer.settings.paper,
    autoPrint: printer.settings.autoPrint,
    failure: printer.failure,
    dismissFailure: printer.dismissFailure,
  };
}
