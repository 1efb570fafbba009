import PrintIcon from '@mui/icons-material/PrintOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { usePrinterSettings } from './use-receipt-printer';

const PrinterSettingsDialog = lazy(() =>
  import('./printer-settings-dialog').then((module) => ({ default: module.PrinterSettingsDialog })),
);

/** The printer's settings in one button, on the screens that print (sell, cash register, polla). */
export function PrinterButton() {
  const settings = usePrinterSettings();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={`Impresora: papel de ${settings.paper} mm`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PrintIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <PrinterSettingsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
