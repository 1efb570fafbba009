import { createHash } from 'node:crypto';

/**
 * Small SVG pictures for the demo catalogue, drawn here in memory (nothing is downloaded): a
 * coloured circle with a symbol's number and name, or a badge with a lottery's abbreviation.
 * Each is plain shapes and text, so it passes the upload's own SVG check.
 */

export interface GeneratedImage {
  /** Storage key, stable for the same picture: `demo/<group>/<name>.svg`. */
  key: string;
  bytes: Buffer;
  contentType: 'image/svg+xml';
  sha256: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A pleasant hue per index, spread around the colour wheel. */
export const hueOf = (index: number) => (index * 137) % 360;

function image(key: string, svg: string): GeneratedImage {
  const bytes = Buffer.from(svg, 'utf8');
  return { key, bytes, contentType: 'image/svg+xml', sha256: createHash('sha256').update(bytes).digest('hex') };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An animalito symbol: number in the circle, name below it. */
export function symbolImage(group: string, number: string, name: string, hue: number): GeneratedImage {
  const fontSize = name.length > 8 ? 11 : 13;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="14" fill="hsl(${hue}, 70%, 94%)"/>` +
    `<circle cx="48" cy="40" r="28" fill="hsl(${hue}, 62%, 42%)"/>` +
    `<text x="48" y="49" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(number)}</text>` +
    `<text x="48" y="86" text-anchor="middle" font-family="Arial, sans-serif" font-size="${fontSize}" fill="hsl(${hue}, 60%, 22%)">${escapeXml(name)}</text>` +
    `</svg>`;
  return image(`demo/${slug(group)}/${number}.svg`, svg);
}

/** A lottery's or product's badge: its abbreviation on a rounded square. */
export function badgeImage(group: string, name: string, abbreviation: string, hue: number): GeneratedImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue}, 65%, 40%)"/>` +
    `<circle cx="48" cy="48" r="34" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.6"/>` +
    `<text x="48" y="57" text-anchor="middle" font-family="Arial, sans-serif" font-size="${abbreviation.length > 3 ? 20 : 26}" font-weight="700" fill="#ffffff">${escapeXml(abbreviation)}</text>` +
    `</svg>`;
  return image(`demo/${group}/${slug(name)}.svg`, svg);
}

/** A transfer receipt, the evidence a payer attaches to a payment: bank, reference and amount. */
export function receiptImage(index: number): GeneratedImage {
  const banks = ['Banesco', 'Banco de Venezuela', 'Mercantil', 'Provincial', 'Bancamiga', 'BNC'];
  const bank = banks[index % banks.length]!;
  const hue = hueOf(index + 3);
  const reference = String(100_000 + ((index * 7_919) % 900_000)).padStart(6, '0');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">` +
    `<rect width="240" height="320" rx="12" fill="#ffffff" stroke="hsl(${hue}, 40%, 70%)" stroke-width="2"/>` +
    `<rect width="240" height="56" rx="12" fill="hsl(${hue}, 60%, 38%)"/>` +
    `<text x="120" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(bank)}</text>` +
    `<text x="120" y="96" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" fill="#333333">Transferencia exitosa</text>` +
    `<circle cx="120" cy="150" r="26" fill="hsl(140, 55%, 42%)"/>` +
    `<text x="120" y="160" text-anchor="middle" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#ffffff">✓</text>` +
    `<text x="24" y="216" font-family="Arial, sans-serif" font-size="13" fill="#666666">Referencia</text>` +
    `<text x="216" y="216" text-anchor="end" font-family="Arial, sans-serif" font-size="13" fill="#222222">${reference}</text>` +
    `<text x="24" y="244" font-family="Arial, sans-serif" font-size="13" fill="#666666">Operación</text>` +
    `<text x="216" y="244" text-anchor="end" font-family="Arial, sans-serif" font-size="13" fill="#222222">Pago a proveedor</text>` +
    `<text x="120" y="296" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" fill="#999999">Comprobante de demostración</text>` +
    `</svg>`;
  return image(`demo/comprobantes/comprobante-${index + 1}.svg`, svg);
}

/** The receipts the demo's payments carry as evidence. */
export const DEMO_RECEIPT_COUNT = 12;
export function demoReceiptImages(): GeneratedImage[] {
  return Array.from({ length: DEMO_RECEIPT_COUNT }, (_, i) => receiptImage(i));
}
