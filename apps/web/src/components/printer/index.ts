export { PrinterAlert } from './printer-alert';
export { PrinterButton } from './printer-button';
export { printOptionsOf, usePrinterSettings, useReceiptPrinter } from './use-receipt-printer';
export type { PrintFailure, PrintJob, ReceiptPrinter } from './use-receipt-printer';
