import type { Writable } from 'node:stream';
import { moneyOf, type PreparedColumn } from './columns';
import { titleLines, type WritableReport } from './report';
import { streamWrite, TextSink } from './text-sink';
import type { Totals } from './totals';
import { dayOf, dayText, decimalOf, numberOf, type WallClock } from './values';

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

function cellText(column: PreparedColumn, row: unknown, clock: WallClock): string {
  const value = column.read(row);
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money': {
      const money = moneyOf(column, row, value);
      return money ? decimalComma(decimalOf(money.minor, money.currency)) : '';
    }
    case 'number':
    case 'percentage': {
      const number = numberOf(value);
      return number === null ? '' : decimalComma(String(number));
    }
    case 'date': {
      const day = dayOf(value);
      return day ? dayText(day) : '';
    }
    case 'datetime':
      return clock.text(value) ?? '';
    default:
      return csvCell(typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value));
  }
}

/** The title block, the column titles, the rows, and the totals. */
export async function writeCsv(
  report: WritableReport,
  columns: readonly PreparedColumn[],
  totals: Totals,
  clock: WallClock,
  out: Writable,
): Promise<void> {
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
    for (let i = 0; i < columns.length; i++) text += (i ? SEPARATOR : '') + cellText(columns[i]!, row, clock);
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
}
