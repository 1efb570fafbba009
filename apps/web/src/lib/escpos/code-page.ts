/**
 * Text in the printer's code page. Thermal printers speak PC858 (PC850 with the euro sign at
 * 0xD5), chosen with ESC t 19 on Epson-compatible printers: it has every Spanish letter and sign.
 * A character it lacks loses its accent ("ç" → "c") or becomes "?", so a line never shifts.
 */
export const PC858_SELECT = 19;

const PC858: Readonly<Record<string, number>> = {
  Ç: 0x80,
  ü: 0x81,
  é: 0x82,
  â: 0x83,
  ä: 0x84,
  à: 0x85,
  ç: 0x87,
  ê: 0x88,
  ë: 0x89,
  è: 0x8a,
  ï: 0x8b,
  î: 0x8c,
  ì: 0x8d,
  Ä: 0x8e,
  É: 0x90,
  ô: 0x93,
  ö: 0x94,
  ò: 0x95,
  û: 0x96,
  ù: 0x97,
  Ö: 0x99,
  Ü: 0x9a,
  '£': 0x9c,
  '×': 0x9e,
  á: 0xa0,
  í: 0xa1,
  ó: 0xa2,
  ú: 0xa3,
  ñ: 0xa4,
  Ñ: 0xa5,
  ª: 0xa6,
  º: 0xa7,
  '¿': 0xa8,
  '¬': 0xaa,
  '½': 0xab,
  '¡': 0xad,
  '«': 0xae,
  '»': 0xaf,
  Á: 0xb5,
  Â: 0xb6,
  À: 0xb7,
  '¢': 0xbd,
  '¥': 0xbe,
  Ê: 0xd2,
  Ë: 0xd3,
  È: 0xd4,
  '€': 0xd5,
  Í: 0xd6,
  Î: 0xd7,
  Ï: 0xd8,
  Ì: 0xde,
  Ó: 0xe0,
  Ô: 0xe2,
  Ò: 0xe3,
  Ú: 0xe9,
  Û: 0xea,
  Ù: 0xeb,
  '°': 0xf8,
  '·': 0xfa,
};

/** Look-alikes the code page lacks, in plain ASCII. */
const ASCII_STAND_INS: Readonly<Record<string, string>> = {
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '−': '-',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '•': '*',
};

/** One character as bytes of PC858: itself when ASCII, its code-page byte, or a safe fallback. */
function encodeChar(char: string): number[] {
  const code = char.codePointAt(0)!;
  if (code >= 0x20 && code < 0x7f) return [code];
  if (char === '\n') return [0x0a];
  const mapped = PC858[char];
  if (mapped !== undefined) return [mapped];
  const standIn = ASCII_STAND_INS[char];
  if (standIn !== undefined) return [...standIn].map((c) => c.charCodeAt(0));
  const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (bare !== char && bare.length > 0) return [...bare].flatMap(encodeChar);
  return [0x3f];
}

/** A text as the printer reads it in PC858; control characters other than a new line are dropped. */
export function encodeText(text: string): number[] {
  return [...text].flatMap((char) => (char.charCodeAt(0) < 0x20 && char !== '\n' ? [] : encodeChar(char)));
}

/** How many columns a text takes on paper: one per character, whatever its bytes. */
export const printedLength = (text: string): number => encodeText(text).length;
