import type { Currency } from '@banca/contracts';
import { moneyOf, type PreparedColumn } from './columns';
import { titleLines, type FileWriter, type WritableReport } from './report';
import { TextSink, type ChunkWrite } from './text-sink';
import type { Totals } from './totals';
import { dayOf, decimalOf, numberOf, type WallClock } from './values';
import {
  columnLetters,
  CONTENT_TYPES,
  escapeXml,
  ROOT_RELS,
  sheetNameOf,
  WORKBOOK_RELS,
  workbookXml,
} from './xlsx-parts';
import { moneyStyle, STYLE, stylesXml } from './xlsx-styles';
import { ZipWriter } from './zip-writer';

const DAY_MS = 86_400_000;
/** Days from the spreadsheet epoch (1899-12-30) to 1970-01-01. */
const EPOCH_DAYS = 25_569;

/**
 * A workbook of one sheet written as SheetML straight into a streaming ZIP: inline strings (no
 * shared-string table to keep), real numbers for money with its currency's format, dates as
 * serials in the caller's zone. Its memory does not grow with the rows.
 */
export const writeXlsx: FileWriter = async (report, columns, totals, clock, out) => {
  const zip = new ZipWriter(out);
  const whole = (text: string) => async (write: ChunkWrite) => void (await write(Buffer.from(text, 'utf8')));
  await zip.entry('[Content_Types].xml', whole(CONTENT_TYPES));
  await zip.entry('_rels/.rels', whole(ROOT_RELS));
  await zip.entry('xl/workbook.xml', whole(workbookXml(sheetNameOf(report.title))));
  await zip.entry('xl/_rels/workbook.xml.rels', whole(WORKBOOK_RELS));
  await zip.entry('xl/styles.xml', whole(stylesXml()));
  await zip.entry('xl/worksheets/sheet1.xml', (write) => writeSheet(report, columns, totals, clock, write));
  await zip.finish();
};

async function writeSheet(
  report: WritableReport,
  columns: readonly PreparedColumn[],
  totals: Totals,
  clock: WallClock,
  write: ChunkWrite,
): Promise<void> {
  const sink = new TextSink(write);
  const push = async (text: string) => void (await sink.push(text));

  const letters = columns.map((_, i) => columnLetters(i));
  const last = letters[letters.length - 1] ?? 'A';
  const hasGroups = columns.some((column) => column.group);
  const headerRow = hasGroups ? 6 : 5;
  let rowNumber = 0;
  const text = (ref: string, value: string, style: number = STYLE.plain) =>
    `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
  const number = (ref: string, value: string | number, style: number) =>
    `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;

  await push(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${headerRow}" topLeftCell="A${headerRow + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
      `<cols>${columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`).join('')}</cols>` +
      '<sheetData>',
  );
  const [title, filters, who] = titleLines(report);
  for (const [line, style] of [
    [title, STYLE.title],
    [filters, STYLE.note],
    [who, STYLE.note],
  ] as const) {
    rowNumber++;
    await push(`<row r="${rowNumber}">${text(`A${rowNumber}`, line, style)}</row>`);
  }
  rowNumber++;
  const merges: string[] = [];
  if (hasGroups) {
    rowNumber++;
    let cells = '';
    columns.forEach((column, i) => {
      if (!column.group || columns[i - 1]?.group === column.group) return;
      let end = i;
      while (columns[end + 1]?.group === column.group) end++;
      cells += text(`${letters[i]}${rowNumber}`, column.group, STYLE.header);
      if (end > i) merges.push(`${letters[i]}${rowNumber}:${letters[end]}${rowNumber}`);
    });
    await push(`<row r="${rowNumber}">${cells}</row>`);
  }
  rowNumber++;
  await push(
    `<row r="${rowNumber}">${columns.map((column, i) => text(`${letters[i]}${rowNumber}`, column.title, STYLE.header)).join('')}</row>`,
  );

  for await (const row of report.rows) {
    totals.add(row);
    rowNumber++;
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < columns.length; i++)
      xml += cellXml(columns[i]!, row, `${letters[i]}${rowNumber}`, clock, text, number);
    const wait = sink.push(`${xml}</row>`);
    if (wait) await wait;
  }

  for (const total of totals.rows()) {
    rowNumber++;
    let xml = `<row r="${rowNumber}">`;
    total.sums.forEach((sum, i) => {
      const ref = `${letters[i]}${rowNumber}`;
      if (i === 0) xml += text(ref, total.label, STYLE.header);
      else if (typeof sum === 'bigint' && total.currency) xml += moneyCell(ref, sum, total.currency, true, number);
      else if (typeof sum === 'number') xml += number(ref, sum, STYLE.totalNumber);
    });
    await push(`${xml}</row>`);
  }
  merges.unshift(`A1:${last}1`, `A2:${last}2`, `A3:${last}3`);
  await push(
    `</sheetData><mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells></worksheet>`,
  );
  await sink.flush();
}

function cellXml(
  column: PreparedColumn,
  row: unknown,
  ref: string,
  clock: WallClock,
  text: (ref: string, value: string, style?: number) => string,
  number: (ref: string, value: string | number, style: number) => string,
): string {
  const value = column.read(row);
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money': {
      const money = moneyOf(column, row, value);
      return money ? moneyCell(ref, money.minor, money.currency, false, number) : '';
    }
    case 'number': {
      const n = numberOf(value);
      return n === null ? '' : number(ref, n, STYLE.plain);
    }
    case 'percentage': {
      const n = numberOf(value);
      return n === null ? '' : number(ref, n / 100, STYLE.percentage);
    }
    case 'date': {
      const day = dayOf(value);
      return day ? number(ref, Date.UTC(day[0], day[1] - 1, day[2]) / DAY_MS + EPOCH_DAYS, STYLE.date) : '';
    }
    case 'datetime': {
      const local = clock.localMs(value);
      return local === null ? '' : number(ref, local / DAY_MS + EPOCH_DAYS, STYLE.datetime);
    }
    default:
      return text(ref, typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value));
  }
}

/** An amount as a real number, with its currency's format and as many decimals as it has. */
function moneyCell(
  ref: string,
  minor: bigint,
  currency: Currency,
  total: boolean,
  number: (ref: string, value: string | number, style: number) => string,
): string {
  const decimal = decimalOf(minor, currency);
  return number(ref, decimal, moneyStyle(currency, total, decimal.split('.')[1]?.length ?? 0));
}
