import { formatMoney } from '../format';
import { beginDocument, endDocument, title, type PrintOptions } from './document';

/**
 * «Imprimir prueba»: the paper's width edge to edge, the Spanish letters in the code page, bold
 * and double size, a QR and a barcode, then the cut and the drawer as chosen.
 */
export function testPageDocument(options: PrintOptions): Uint8Array {
  const doc = beginDocument(options);
  title(doc, 'Prueba de impresión', true);
  doc.line(`Papel de ${options.paper} mm: ${doc.columns} columnas`).rule('=');
  doc.line('1234567890'.repeat(5).slice(0, doc.columns));
  doc.line('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿? ¡! €');
  doc.bold(true).line('Texto en negrita').bold(false);
  doc.row('Monto a la derecha', formatMoney('123450', 'BS')).rule();
  doc.align('center').qr('BANCA:0000000000:PRUEBA0').barcode('0123456789').align('left');
  doc.line(`Corte: ${options.cut ? 'sí' : 'no'} · Gaveta: ${options.drawer ? 'sí' : 'no'}`);
  return endDocument(doc, options, true);
}
