import { CASH_REGISTER_STATUS_LABELS, type CashRegister } from '@banca/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { PrinterAlert, PrinterButton, useReceiptPrinter } from '@/components/printer';
import { currencyLabel, formatDateTime, formatMoney } from '@/lib/format';
import { registerDocument } from './register-escpos';
import { differenceText, registerDay } from './register-lines';
import { methodLabel } from './options';

const PRINT_AREA_ID = 'cash-register-print-area';
type Paper = '80mm' | 'A4';

const PAGE: Record<Paper, { size: string; margin: string; width: string; font: string }> = {
  '80mm': { size: '80mm auto', margin: '3mm', width: '74mm', font: '11px' },
  A4: { size: 'A4', margin: '15mm', width: '100%', font: '13px' },
};

/** The printed register: the taquilla, the day, each method's formula, counted and difference, and signatures. */
function PrintedRegister({ register, paper }: { register: CashRegister; paper: Paper }) {
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, register.currency));
  const row = (label: string, value: string) => (
    <tr key={label}>
      <td>{label}</td>
      <td style={{ textAlign: 'right' }}>{value}</td>
    </tr>
  );
  return (
    <div style={{ width: PAGE[paper].width, fontFamily: 'monospace', fontSize: PAGE[paper].font, color: '#000' }}>
      <h1 style={{ fontSize: '1.2em', margin: 0 }}>Arqueo de caja</h1>
      <p style={{ margin: '4px 0' }}>
        {register.taquilla_name} · {register.agency_name}
        <br />
        Fecha: {registerDay(register)} · Moneda: {currencyLabel(register.currency)}
        <br />
        Estado: {CASH_REGISTER_STATUS_LABELS[register.status]}
      </p>
      {register.lines.map((line) => (
        <table key={line.payment_method} style={{ width: '100%', borderCollapse: 'collapse', marginTop: 6 }}>
          <caption style={{ textAlign: 'left', fontWeight: 700 }}>{methodLabel(line.payment_method)}</caption>
          <tbody>
            {row('Fondo', money(line.opening_fund))}
            {row('+ Ventas', money(line.sales))}
            {row('− Anulaciones', money(line.annulments))}
            {row('− Premios', money(line.prizes))}
            {row('+ Ingresos', money(line.incomes))}
            {row('− Egresos', money(line.outcomes))}
            {row('+ Recargas', money(line.reloads))}
            {row('= Esperado', money(line.expected))}
            {row('Contado', money(line.counted))}
            {row('Diferencia', differenceText(line.difference, register.currency))}
          </tbody>
        </table>
      ))}
      <table style={{ width: '100%', marginTop: 8, borderTop: '1px dashed #000' }}>
        <tbody>
          {row('Total esperado', money(register.expected))}
          {row('Total contado', money(register.counted))}
          {row('Diferencia', differenceText(register.difference, register.currency))}
        </tbody>
      </table>
      <p style={{ marginTop: 24 }}>Firma taquilla: ____________________</p>
      <p>Firma agencia: ____________________</p>
      <p style={{ fontSize: '0.85em' }}>Impreso {formatDateTime(new Date())}</p>
    </div>
  );
}

/**
 * «Imprimir 80 mm» and «Imprimir A4»: the register alone on a page of that paper. With a thermal
 * printer paired, the first goes straight to it, on its paper, without a dialog.
 */
export function RegisterPrintButtons({ register }: { register: CashRegister }) {
  const [paper, setPaper] = useState<Paper | null>(null);
  const printer = useReceiptPrinter();
  const paired = printer.settings.connection !== 'none';
  const print = (chosen: Paper) => {
    flushSync(() => setPaper(chosen));
    window.print();
  };
  const printThermal = () =>
    void printer.print({
      document: (options) => registerDocument(register, options, new Date()),
      fallback: () => print('80mm'),
    });
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={printThermal}>
          {paired ? `Imprimir ${printer.settings.paper} mm` : 'Imprimir 80 mm'}
        </Button>
        <Button variant="outlined" onClick={() => print('A4')}>
          Imprimir A4
        </Button>
        <PrinterButton />
      </Stack>
      {printer.failure && (
        <Box sx={{ flexBasis: '100%' }}>
          <PrinterAlert
            failure={printer.failure}
            saved="El arqueo ya quedó guardado."
            onDismiss={printer.dismissFailure}
          />
        </Box>
      )}
      {paper &&
        createPortal(
          <>
            <GlobalStyles
              styles={{
                [`#${PRINT_AREA_ID}`]: { display: 'none' },
                '@page': { size: PAGE[paper].size, margin: PAGE[paper].margin },
                '@media print': {
                  'html, body': { background: '#fff !important' },
                  [`body > *:not(#${PRINT_AREA_ID})`]: { display: 'none !important' },
                  [`#${PRINT_AREA_ID}`]: { display: 'block !important' },
                },
              }}
            />
            <div id={PRINT_AREA_ID} data-paper={paper}>
              <PrintedRegister register={register} paper={paper} />
            </div>
          </>,
          document.body,
        )}
    </>
  );
}
