import { CASH_REGISTER_STATUS_LABELS, type CashRegister } from '@banca/contracts';
import { beginDocument, endDocument, title, type PrintOptions } from '@/lib/escpos/document';
import { currencyLabel, formatDateTime, formatMoney } from '@/lib/format';
import { methodLabel } from './options';
import { differenceText, registerDay } from './register-lines';

/**
 * The arqueo as the printer prints it, the same as the print view (`PrintedRegister`): the
 * taquilla, the day, each method's formula, counted and difference, the totals and signatures.
 */
export function registerDocument(register: CashRegister, options: PrintOptions, printedAt: Date): Uint8Array {
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, register.currency));
  const doc = beginDocument(options);
  title(doc, 'Arqueo de caja', true);
  doc.line(`${register.taquilla_name} · ${register.agency_name}`);
  doc.line(`Fecha: ${registerDay(register)} · Moneda: ${currencyLabel(register.currency)}`);
  doc.line(`Estado: ${CASH_REGISTER_STATUS_LABELS[register.status]}`);
  for (const line of register.lines) {
    doc.rule().bold(true).line(methodLabel(line.payment_method)).bold(false);
    doc.row('Fondo', money(line.opening_fund)).row('+ Ventas', money(line.sales));
    doc.row('− Anulaciones', money(line.annulments)).row('− Premios', money(line.prizes));
    doc.row('+ Ingresos', money(line.incomes)).row('− Egresos', money(line.outcomes));
    doc.row('+ Recargas', money(line.reloads)).row('= Esperado', money(line.expected));
    doc.row('Contado', money(line.counted)).row('Diferencia', differenceText(line.difference, register.currency));
  }
  doc.rule('=').bold(true);
  doc.row('Total esperado', money(register.expected)).row('Total contado', money(register.counted));
  doc.row('Diferencia', differenceText(register.difference, register.currency)).bold(false);
  doc.feed(2).line('Firma taquilla: ______________').feed(2).line('Firma agencia: _______________');
  doc.line(`Impreso ${formatDateTime(printedAt, options.timeZone)}`);
  return endDocument(doc, options);
}
