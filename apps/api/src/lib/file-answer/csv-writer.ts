import { cellTextOf, type CellTextFormat } from './columns';
import { titleLines, type FileWriter } from './report';
import { streamWrite, TextSink } from './text-sink';
import { decimalOf } from './values';

/** CSV for spreadsheets set to Spanish: `;` separates, decimals take a comma, a BOM keeps the accents. */
const SEPARATOR = ';';
const NEEDS_QUOTES = /[";\n\r]/;
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(text: string): string {
  // A value a spreadsheet would run as a formula is neutralised (CSV injection).
  const safe = FORMULA.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const decimalComma = (text: string) => text.replace('.', ',');

/** A cell as the CSV holds it: figures with a decimal comma and no thousands, text quoted as needed. */
const CSV_TEXT: CellTextFormat = {
  money: (minor, currency) => decimalComma(decimalOf(minor, currency)),
  number: (value) => decimalComma(String(value)),
  percentage: (value) => decimalComma(String(value)),
  text: csvCell,
};

/** The title block, the column titles, the rows, and the totals. */
export const writeCsv: FileWriter = async (report, columns, totals, clock, out) => {
  const sink = new TextSink(streamWrite(out));
  const line = (cells: readonly string[]) => sink.push(`${cells.join(SEPARATOR)}\r\n`);
  await sink.push('\uFEFF');
  for (const text of titleLines(report)) await line([csvCell(text)]);
  await line([]);
  if (columns.some((column) => column.group)) await line(columns.map((column) => csvCell(column.group ?? '')));
  await line(columns.map((column) => csvCell(column.title)));
  for await (const row of report.rows) {
    totals.add(row);
    let text = '';
    for (let i = 0; i < columns.length; i++) text += (i ? SEPARATOR : '') + cellTextOf(columns[i]!, row, clock, CSV_TEXT);
    const wait = sink.push(`${text}\r\n`);
    if (wait) await wait;
  }
  for (const total of totals.rows()) {
    const cells = total.sums.map((sum) => {
      if (typeof sum === 'bigint') return total.currency ? decimalComma(decimalOf(sum, total.currency)) : '';
      return sum === null ? '' : decimalComma(String(sum));
    });
    cells[0] = csvCell(total.label);
    await line(cells);
  }
  await sink.flush();
};
