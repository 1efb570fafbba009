import { useState, useSyncExternalStore } from 'react';
import type { PrintOptions } from '@/lib/escpos/document';
import { printerSettings, subscribePrinterSettings, type PrinterSettings } from '@/lib/escpos/printer-settings';
import { PrinterError, sendToPrinter } from '@/lib/escpos/transports';

/** The terminal's printer settings, the same on every screen, updated when changed. */
export function usePrinterSettings(): PrinterSettings {
  return useSyncExternalStore(subscribePrinterSettings, printerSettings);
}

export const printOptionsOf = (settings: PrinterSettings): PrintOptions => ({
  paper: settings.paper,
  cut: settings.cut,
  drawer: settings.drawer,
});

/** What to print: the ESC/POS document, the print view when no printer is paired, and what «Reimprimir» does. */
export interface PrintJob {
  readonly document: (options: PrintOptions) => Uint8Array;
  readonly fallback: () => void;
  /** A reprint as the screen counts it (a ticket's is audited); sending the same bytes again otherwise. */
  readonly retry?: () => void;
}

/** A print that did not reach the printer: what the seller reads and how to try again. */
export interface PrintFailure {
  readonly message: string;
  readonly retry: () => void;
}

/**
 * Prints without a dialog when this terminal has a printer paired; otherwise opens the print
 * view as before. A printer that fails never throws into the caller (the sale or the payment is
 * already saved): it leaves a `failure` for the screen to show with «Reimprimir».
 */
export function useReceiptPrinter() {
  const settings = usePrinterSettings();
  const [failure, setFailure] = useState<PrintFailure | null>(null);
  const print = async (job: PrintJob): Promise<boolean> => {
    const now = printerSettings();
    if (now.connection === 'none') {
      job.fallback();
      return true;
    }
    setFailure(null);
    try {
      await sendToPrinter(now.connection, job.document(printOptionsOf(now)));
      return true;
    } catch (error) {
      const message = error instanceof PrinterError ? error.message : 'La impresora no responde.';
      setFailure({ message, retry: job.retry ?? (() => void print(job)) });
      return false;
    }
  };
  return { settings, print, failure, dismissFailure: () => setFailure(null) };
}

export type ReceiptPrinter = ReturnType<typeof useReceiptPrinter>;
