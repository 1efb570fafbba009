import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InfoDialog } from '../info-dialog';
import { toast } from '../toast';
import { PAPER_WIDTHS, savePrinterSettings, type Connection } from '@/lib/escpos/printer-settings';
import { testPageDocument } from '@/lib/escpos/test-page';
import {
  availableConnections,
  forgetPrinterLinks,
  pairPrinter,
  PrinterError,
  sendToPrinter,
} from '@/lib/escpos/transports';
import { printOptionsOf, usePrinterSettings } from './use-receipt-printer';

const CONNECTION_LABELS: Record<Connection, string> = {
  none: 'Ninguna (ventana de impresión del navegador)',
  usb: 'USB',
  serial: 'Serie',
  bluetooth: 'Bluetooth',
};

/**
 * «Impresora»: how this terminal prints, remembered in this browser. With a printer paired
 * (USB, serial or Bluetooth), tickets, receipts and arqueos print without a dialog.
 */
export function PrinterSettingsDialog({ onClose }: { onClose: () => void }) {
  const settings = usePrinterSettings();
  const available = availableConnections();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const paired = settings.connection !== 'none';

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof PrinterError ? error.message : 'La impresora no responde.');
    } finally {
      setBusy(false);
    }
  };
  const pair = () =>
    run(async () => {
      if (settings.connection === 'none') return;
      const deviceName = await pairPrinter(settings.connection);
      savePrinterSettings({ deviceName });
    });
  const testPrint = () =>
    run(async () => {
      if (settings.connection === 'none') return;
      await sendToPrinter(settings.connection, testPageDocument(printOptionsOf(settings)));
      toast.success('La prueba llegó a la impresora.');
    });

  return (
    <InfoDialog
      title="Impresora"
      onClose={onClose}
      maxWidth="sm"
      busy={busy}
      actions={
        <Button variant="contained" onClick={() => void testPrint()} disabled={!paired || busy}>
          Imprimir prueba
        </Button>
      }
    >
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id="printer-connection">Conexión</FormLabel>
          <RadioGroup
            aria-labelledby="printer-connection"
            value={settings.connection}
            onChange={(event) => {
              setProblem(null);
              forgetPrinterLinks();
              savePrinterSettings({ connection: event.target.value as Connection, deviceName: null });
            }}
          >
            {(Object.keys(CONNECTION_LABELS) as Connection[]).map((connection) => (
              <FormControlLabel
                key={connection}
                value={connection}
                control={<Radio />}
                disabled={!available.has(connection)}
                label={
                  available.has(connection)
                    ? CONNECTION_LABELS[connection]
                    : `${CONNECTION_LABELS[connection]}: este navegador no la tiene`
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        {paired && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" onClick={() => void pair()} disabled={busy}>
              Emparejar impresora
            </Button>
            <Typography variant="body2" role="status" color={settings.deviceName ? 'success.main' : 'text.secondary'}>
              {settings.deviceName ? `Emparejada: ${settings.deviceName}` : 'Sin emparejar en esta sesión'}
            </Typography>
          </Stack>
        )}
        {problem && (
          <Alert severity="warning" role="alert">
            {problem}
          </Alert>
        )}
        <FormControl>
          <FormLabel id="printer-paper">Ancho del papel</FormLabel>
          <RadioGroup
            row
            aria-labelledby="printer-paper"
            value={String(settings.paper)}
            onChange={(event) => savePrinterSettings({ paper: event.target.value === '80' ? 80 : 58 })}
          >
            {PAPER_WIDTHS.map((width) => (
              <FormControlLabel key={width} value={String(width)} control={<Radio />} label={`${width} mm`} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={settings.cut}
                onChange={(event) => savePrinterSettings({ cut: event.target.checked })}
              />
            }
            label="Cortar el papel al terminar"
            disabled={!paired}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={settings.drawer}
                onChange={(event) => savePrinterSettings({ drawer: event.target.checked })}
              />
            }
            label="Abrir la gaveta de dinero al vender y al pagar"
            disabled={!paired}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={settings.autoPrint}
                onChange={(event) => savePrinterSettings({ autoPrint: event.target.checked })}
              />
            }
            label="Imprimir al vender"
          />
        </FormGroup>
        {!paired && (
          <Typography variant="body2" color="text.secondary">
            Sin impresora emparejada, cada impresión abre la ventana de impresión del navegador.
          </Typography>
        )}
      </Stack>
    </InfoDialog>
  );
}
