import {
  CURRENCY_CODES,
  EXTERNAL_SALE_COLUMN_LABELS,
  EXTERNAL_SALE_COLUMNS,
  externalKeyOf,
  MAX_ID,
  normaliseExternalKey,
  type Currency,
  type ExternalSaleColumn,
} from '@banca/contracts';
import type { FieldError } from '../../lib/app-error';

/** One imported row as it came: its number as the caller sees it (a file's line) and its dictionary. */
export interface RawRow {
  readonly line: number;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * How amounts are written: `minor` (a JSON call: whole céntimos, as money travels on the wire) or
 * `decimal` (a file: `1.234,50`, `1234.50`, or a number cell).
 */
export type AmountStyle = 'minor' | 'decimal';

export interface ParsedRow {
  readonly line: number;
  readonly businessDate: string;
  readonly partnerCode: string;
  /** Null: the partner's own currency. */
  readonly currency: Currency | null;
  readonly sales: bigint;
  readonly prizes: bigint;
  readonly commission: bigint;
  readonly tickets: number | null;
  /** The row's other keys, normalised, with their values as text. */
  readonly details: Record<string, string>;
}

const COLUMN_OF = new Map<string, ExternalSaleColumn>(
  (Object.entries(EXTERNAL_SALE_COLUMNS) as [ExternalSaleColumn, readonly string[]][]).flatMap(([column, keys]) =>
    keys.map((key) => [key, column] as const),
  ),
);

class RowProblem extends Error {}

/** A cell's value as text (numbers as JavaScript writes them), or null when empty. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new RowProblem('no puede ser una lista ni un objeto');
}

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

function dateOf(value: unknown, style: AmountStyle, today: string): string {
  const text = textOf(value);
  const spanish = style === 'decimal' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text ?? '') : null;
  const day = spanish ? `${spanish[3]}-${spanish[2]!.padStart(2, '0')}-${spanish[1]!.padStart(2, '0')}` : text;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !isCalendarDay(day) || day < '2000-01-01') {
    throw new RowProblem(
      style === 'decimal' ? 'debe ser una fecha AAAA-MM-DD o DD/MM/AAAA' : 'debe ser una fecha AAAA-MM-DD',
    );
  }
  if (day > today) throw new RowProblem('no puede ser una fecha futura');
  return day;
}

/** The largest amount accepted: a bigint column, with room to add many up. */
const MAX_DIGITS = 15;

function minorOf(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  const text = typeof value === 'string' ? value.trim() : null;
  if (text && new RegExp(`^\\d{1,${MAX_DIGITS}}$`).test(text)) return BigInt(text);
  throw new RowProblem('debe ser un número entero de céntimos, sin signo');
}

/** `1.234,50`, `1,234.50`, `1234,5`, `1234.50`: the last separator followed by 1 or 2 digits is the decimal one. */
const DECIMAL_FORMS: readonly [RegExp, string][] = [
  [/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/, ','],
  [/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/, '.'],
  [/^\d+(,\d{1,2})?$/, ','],
  [/^\d+(\.\d{1,2})?$/, '.'],
];

function decimalOf(value: unknown): bigint {
  if (typeof value === 'number') {
    // A number cell is a binary float already: its céntimos, if it has a whole number of them.
    const cents = Math.round(value * 100);
    if (value >= 0 && Number.isSafeInteger(cents) && Math.abs(value * 100 - cents) < 1e-6) return BigInt(cents);
    throw new RowProblem('debe ser un monto positivo con hasta 2 decimales');
  }
  const text = typeof value === 'string' ? value.trim().replace(/\s/g, '') : '';
  for (const [form, decimalMark] of DECIMAL_FORMS) {
    if (!form.test(text)) continue;
    const [whole = '', fraction = ''] = text.split(decimalMark);
    const digits = whole.replace(/[.,]/g, '');
    if (digits.length > MAX_DIGITS - 2) break;
    return BigInt(digits) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  }
  throw new RowProblem('debe ser un monto positivo con hasta 2 decimales (1.234,50 o 1234.50)');
}

function ticketsOf(value: unknown): number {
  const text = textOf(value);
  const tickets = text !== null && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(tickets) || tickets > MAX_ID) throw new RowProblem('debe ser un número entero, sin signo');
  return tickets;
}

function currencyOf(value: unknown): Currency {
  const code = textOf(value)?.toUpperCase();
  const currency = CURRENCY_CODES.find((known) => known === code);
  if (!currency) throw new RowProblem(`debe ser ${CURRENCY_CODES.join(', ')}`);
  return currency;
}

function partnerCodeOf(value: unknown): string {
  const code = textOf(value);
  if (!code || code.length > 50) throw new RowProblem('debe ser el código de una agencia o una taquilla');
  return code;
}

/** Where a row's problem is told: the row's number and the column, in Spanish. */
export function rowError(line: number, column: string, problem: string): FieldError {
  const label = EXTERNAL_SALE_COLUMN_LABELS[column as ExternalSaleColumn] ?? column;
  return { field: `rows.${line}.${column}`, message: `Fila ${line}, ${label}: ${problem}.` };
}

/** One row: its recognised columns checked (every problem reported), its other keys kept. */
function parseRow(row: RawRow, style: AmountStyle, today: string, errors: FieldError[]): ParsedRow | null {
  const known = new Map<ExternalSaleColumn, unknown>();
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.values)) {
    const column = COLUMN_OF.get(externalKeyOf(key));
    if (column && !known.has(column)) known.set(column, value);
    else if (!column) {
      const text = value === null || value === undefined || typeof value === 'object' ? null : String(value).trim();
      const name = normaliseExternalKey(key);
      if (text && name) details[name] = text.slice(0, 500);
    }
  }
  const before = errors.length;
  const read = <T>(column: ExternalSaleColumn, parse: (value: unknown) => T, fallback?: T): T | undefined => {
    const value = known.get(column);
    if (value === undefined || value === null || value === '') {
      if (fallback === undefined) errors.push(rowError(row.line, column, 'falta'));
      return fallback;
    }
    try {
      return parse(value);
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      errors.push(rowError(row.line, column, error.message));
      return undefined;
    }
  };
  const amount = style === 'minor' ? minorOf : decimalOf;
  const parsed = {
    line: row.line,
    businessDate: read('business_date', (value) => dateOf(value, style, today)),
    partnerCode: read('partner_code', partnerCodeOf),
    currency: read<Currency | null>('currency', currencyOf, null),
    sales: read('sales', amount),
    prizes: read('prizes', amount, 0n),
    commission: read('commission', amount, 0n),
    tickets: read<number | null>('tickets', ticketsOf, null),
    details,
  };
  return errors.length === before ? (parsed as ParsedRow) : null;
}

/** Every row checked; the rows only when none has a problem (nothing is half-imported). */
export function parseExternalRows(rows: readonly RawRow[], style: AmountStyle, today: string) {
  const errors: FieldError[] = [];
  const parsed = rows.map((row) => parseRow(row, style, today, errors));
  return { rows: parsed.filter((row): row is ParsedRow => row !== null), errors };
}
