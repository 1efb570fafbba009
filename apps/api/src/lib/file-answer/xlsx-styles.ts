import { CURRENCIES, CURRENCY_CODES, type Currency } from '@banca/contracts';
import { escapeXml } from './xlsx-parts';

/**
 * The workbook's cell styles (indices into styles.xml's cellXfs). Money has one number format
 * per currency, with its own decimals and its code, so a cell holds a real number and still
 * says what it is counted in.
 */
export const STYLE = {
  plain: 0,
  title: 1,
  header: 2,
  note: 3,
  date: 4,
  datetime: 5,
  percentage: 6,
  totalNumber: 7,
} as const;

const MONEY_BASE = 8;
/** Per currency: its shown decimals and all of its minor digits (pesos with centavos), each plain and bold. */
const MONEY_STYLES = 4;

/**
 * The style of an amount: its currency's symbol as the screens write it (`Bs`, `$`) and the
 * decimals of the amount as written (`decimalOf`: pesos whole, unless it has centavos, which are
 * then shown, never rounded away by the format).
 */
export function moneyStyle(
  currency: Currency,
  total: boolean,
  decimals: number = CURRENCIES[currency].shownDigits,
): number {
  const all = decimals > CURRENCIES[currency].shownDigits ? 2 : 0;
  return MONEY_BASE + CURRENCY_CODES.indexOf(currency) * MONEY_STYLES + all + (total ? 1 : 0);
}

/** `"Bs" #,##0.00;"Bs" -#,##0.00`: the symbol before the amount, the sign after it, as on the screens. */
const moneyFormat = (currency: Currency, digits: number) => {
  const number = `#,##0${digits ? `.${'0'.repeat(digits)}` : ''}`;
  const symbol = `&quot;${escapeXml(CURRENCIES[currency].symbol)}&quot;`;
  return `${symbol} ${number};${symbol} -${number}`;
};

export function stylesXml(): string {
  const moneyFormats = CURRENCY_CODES.flatMap((currency, i) => [
    `<numFmt numFmtId="${167 + 2 * i}" formatCode="${moneyFormat(currency, CURRENCIES[currency].shownDigits)}"/>`,
    `<numFmt numFmtId="${168 + 2 * i}" formatCode="${moneyFormat(currency, CURRENCIES[currency].minorDigits)}"/>`,
  ]);
  // font 0 plain, 1 title, 2 bold, 3 grey italic.
  const xf = (numFmt: number, font = 0) =>
    `<xf numFmtId="${numFmt}" fontId="${font}" fillId="0" borderId="0" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`;
  const cellXfs = [
    xf(0),
    xf(0, 1),
    xf(0, 2),
    xf(0, 3),
    xf(164),
    xf(165),
    xf(10),
    xf(0, 2),
    ...CURRENCY_CODES.flatMap((_, i) => [xf(167 + 2 * i), xf(167 + 2 * i, 2), xf(168 + 2 * i), xf(168 + 2 * i, 2)]),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${2 + moneyFormats.length}"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/>` +
    `<numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm"/>${moneyFormats.join('')}</numFmts>` +
    '<fonts count="4"><font><sz val="11"/><name val="Calibri"/></font>' +
    '<font><b/><sz val="14"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font>' +
    '<font><i/><sz val="10"/><color rgb="FF666666"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
