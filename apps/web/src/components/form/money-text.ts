import { shownDecimal, type Currency } from '@banca/contracts';

const MAX_DIGITS = 18;

/**
 * What a person typed as an amount ("1.234,56", "1234.5", "10") → minor units as a decimal
 * string ("123456"), or null if it is not an amount. Pure string arithmetic: no float, ever.
 * The last `,` or `.` followed by at most `minorDigits` digits is the decimal separator; the
 * other separators must group thousands.
 */
export function decimalToMinor(text: string, minorDigits = 2, allowNegative = false): string | null {
  const clean = text.replace(/\s/g, '');
  const match = /^(-?)([\d.,]+)$/.exec(clean);
  if (!match || (match[1] && !allowNegative)) return null;
  const body = match[2]!;
  const last = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'));
  const tail = last >= 0 ? body.slice(last + 1) : '';
  const hasDecimals = last >= 0 && tail.length <= minorDigits && /^\d*$/.test(tail);
  const wholeText = hasDecimals ? body.slice(0, last) : body;
  const fraction = hasDecimals ? tail : '';
  const groups = wholeText.split(/[.,]/);
  if (groups.length > 1 && (groups[0] === '' || groups.slice(1).some((group) => group.length !== 3))) return null;
  const whole = groups.join('');
  if (!/^\d*$/.test(whole) || (whole === '' && fraction === '')) return null;
  const digits = `${whole}${fraction.padEnd(minorDigits, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return null;
  return digits === '0' ? '0' : `${match[1]}${digits}`;
}

/** Minor units → the text a money input shows ("123456" → "1234,56"; pesos whole: "100000" → "1000"). */
export function minorToInputText(minor: string | null | undefined, currency: Currency = 'BS'): string {
  if (minor === null || minor === undefined || !/^-?\d+$/.test(minor)) return '';
  return shownDecimal(BigInt(minor), currency).replace('.', ',');
}
