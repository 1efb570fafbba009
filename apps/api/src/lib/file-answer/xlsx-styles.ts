import { CURRENCIES, CURRENCY_CODES, type Currency } from '@banca/contracts';

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

export function moneyStyle(currency: Currency, total: boolean): number {
  return MONEY_BASE + CURRENCY_CODES.indexOf(currency) * 2 + (total ? 1 : 0);
}

const moneyFormat = (currency: Currency) => {
  const digits = CURRENCIES[currency].shownDigits;
  return `#,##0${digits ? `.${'0'.repeat(digits)}` : ''} &quot;${currency}&quot;`;
};

export function stylesXml(): string {
  const moneyFormats = CURRENCY_CODES.map(
    (currency, i) => `<numFmt numFmtId="${167 + i}" formatCode="${moneyFormat(currency)}"/>`,
  );
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
    ...CURRENCY_CODES.flatMap((_, i) => [xf(167 + i), xf(167 + i, 2)]),
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
