import { moneyText, shownDecimal, spanishDecimal, type Currency } from '@banca/contracts';
import ExcelJS from 'exceljs';
import type { PreparedColumn } from '../../src/lib/file-answer/columns';
import { csvCell } from '../../src/lib/file-answer/csv-writer';
import { dayOf, dayText, numberOf, type WallClock } from '../../src/lib/file-answer/values';

/**
 * Files read back as tables of the texts people see, and what each cell must be from a screen's
 * JSON row: the same comparison for every export (every-export.test.ts).
 */

/** A screen's answer: its rows, and its own totals per currency when it shows them. */
export interface Answer {
  rows: Record<string, unknown>[];
  totals: Record<string, unknown>[] | null;
}

/** A cell as each format must hold it, from the screen's row. */
export type Expected =
  | { kind: 'money'; minor: bigint; currency: Currency }
  | { kind: 'number' | 'percentage'; value: number }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

export function expectedCell(column: PreparedColumn, row: unknown, clock: WallClock): Expected {
  const value = column.read(row);
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  switch (column.kind) {
    case 'money': {
      const currency = column.currencyOf(row);
      if (!currency || !/^-?\d+$/.test(String(value))) return { kind: 'empty' };
      return { kind: 'money', minor: BigInt(String(value)), currency };
    }
    case 'number':
    case 'percentage': {
      const n = numberOf(value);
      return n === null ? { kind: 'empty' } : { kind: column.kind, value: n };
    }
    case 'date': {
      const day = dayOf(value);
      return day ? { kind: 'text', text: dayText(day) } : { kind: 'empty' };
    }
    case 'datetime': {
      const text = clock.text(value);
      return text ? { kind: 'text', text } : { kind: 'empty' };
    }
    default:
      return { kind: 'text', text: typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value) };
  }
}

/** The same cell as the screen writes it (PDF and the spreadsheet's shown text). */
export function shownText(cell: Expected): string {
  switch (cell.kind) {
    case 'money':
      return moneyText(cell.minor, cell.currency);
    case 'number':
      return spanishDecimal(String(cell.value));
    case 'percentage':
      return `${spanishDecimal(String(cell.value))} %`;
    case 'text':
      return cell.text;
    default:
      return '';
  }
}

/** The same cell in a CSV for a Spanish spreadsheet: plain decimals with a comma. */
export function csvText(cell: Expected): string {
  switch (cell.kind) {
    case 'money':
      return shownDecimal(cell.minor, cell.currency).replace('.', ',');
    case 'number':
    case 'percentage':
      return String(cell.value).replace('.', ',');
    case 'text': {
      const safe = csvCell(cell.text);
      return safe.startsWith('"') ? safe.slice(1, -1).replaceAll('""', '"') : safe;
    }
    default:
      return '';
  }
}

/** A cell of the CSV from the same cell as shown: plain decimals with a comma, no symbol nor grouping. */
export function csvOfShown(column: PreparedColumn, text: string): string {
  if (column.kind === 'money') return text.replace(/^\S+ /, '').replaceAll('.', '');
  if (column.kind === 'number') return text.replaceAll('.', '');
  if (column.kind === 'percentage') return text.replace(/ %$/, '').replaceAll('.', '');
  return csvText({ kind: 'text', text });
}

/** Each row's cells, then one totals row per currency (a single one is just "Total"), as the writers sum. */
export function expectedTable(
  columns: readonly PreparedColumn[],
  answer: Answer,
  counted: (row: unknown) => boolean,
  clock: WallClock,
) {
  const rows = answer.rows.map((row) => columns.map((column) => expectedCell(column, row, clock)));
  const first = columns.findIndex((column) => column.kind === 'money');
  const groups = new Map<string, Expected[]>();
  answer.rows.forEach((row, r) => {
    if (!counted(row)) return;
    const currency = first < 0 ? null : columns[first]!.currencyOf(row);
    const key = String(currency);
    let sums = groups.get(key);
    if (!sums) {
      sums = columns.map((column): Expected => {
        if (!column.total) return { kind: 'empty' };
        if (column.kind === 'number') return { kind: 'number', value: 0 };
        return column.kind === 'money' && currency ? { kind: 'money', minor: 0n, currency } : { kind: 'empty' };
      });
      groups.set(key, sums);
    }
    columns.forEach((column, i) => {
      const cell = rows[r]![i]!;
      const sum = sums[i]!;
      if (sum.kind === 'money' && cell.kind === 'money' && cell.currency === sum.currency) sum.minor += cell.minor;
      if (sum.kind === 'number' && cell.kind === 'number') sum.value += cell.value;
    });
  });
  if (groups.size === 0)
    groups.set(
      'null',
      columns.map((c): Expected => (c.total && c.kind === 'number' ? { kind: 'number', value: 0 } : { kind: 'empty' })),
    );
  const keys = [...groups.keys()].sort();
  const totals = keys.map((key) => {
    const sums = groups.get(key)!;
    const label = keys.length === 1 || key === 'null' ? 'Total' : `Total ${key}`;
    return [{ kind: 'text', text: label } as Expected, ...sums.slice(1)];
  });
  return { rows, totals };
}

/** A workbook's cells as the screen writes them: money with the symbol of its number format. */
export async function xlsxTable(body: Buffer, titleCount: number): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    if (number <= titleCount) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = xlsxShown(cell)));
    lines.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return lines;
}

function xlsxShown(cell: ExcelJS.Cell): string {
  const { value, numFmt } = cell;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    const day = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    return numFmt?.includes('hh') ? `${day} ${iso.slice(11, 16)}` : day;
  }
  if (typeof value === 'number') {
    const money = numFmt ? /^"([^"]+)" #,##0(?:\.(0+))?;/.exec(numFmt) : null;
    if (money) {
      const digits = money[2]?.length ?? 0;
      const fixed = Math.abs(value).toFixed(digits);
      return `${money[1]} ${value < 0 ? '-' : ''}${spanishDecimal(fixed)}`;
    }
    if (numFmt?.includes('%')) return `${spanishDecimal(String(Number((value * 100).toPrecision(12))))} %`;
    return spanishDecimal(String(value));
  }
  return String(value);
}

/** A CSV's fields, quotes undone. */
export function csvTable(body: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) field += char;
    else if (char === ';') {
      line.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i++;
    } else field += char;
  }
  return lines;
}

/** Text as pdfkit's standard fonts print it (WinAnsi), without spaces or line breaks. */
export const squeeze = (text: string) =>
  [...text].filter((char) => char.charCodeAt(0) <= 0xff && !/[\s\u0080-\u009f]/.test(char)).join('');
