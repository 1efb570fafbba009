import { CURRENCIES, type Currency } from '@banca/contracts';
import { dayOf, dayText, minorOf, numberOf, type WallClock } from './values';

/** How a column's values are written: each format shows each kind its own way. */
export type ExportColumnKind = 'text' | 'date' | 'datetime' | 'money' | 'number' | 'percentage';

/**
 * One column of a file answer. `value` names the row's field or reads it; money is an amount in
 * minor units (bigint, or its decimal string) in the currency that `currency` names or reads.
 * A date is a calendar day (`YYYY-MM-DD`); a datetime an instant, shown in the caller's zone; a
 * percentage is in percent (12.5 is 12,5 %).
 */
export interface ExportColumn<Row> {
  readonly title: string;
  readonly kind: ExportColumnKind;
  readonly value: (keyof Row & string) | ((row: Row) => unknown);
  readonly currency?: (keyof Row & string) | ((row: Row) => unknown) | Currency;
  /** A header above this column and its neighbours of the same group. */
  readonly group?: string;
  /** Width in characters; a default per kind otherwise. */
  readonly width?: number;
  /** Money and numbers are summed in the totals row unless this is false (an id, a rate). */
  readonly total?: boolean;
}

/** A column ready to read rows, the same for every format. */
export interface PreparedColumn {
  readonly title: string;
  readonly kind: ExportColumnKind;
  readonly group: string | undefined;
  readonly width: number;
  readonly total: boolean;
  read(row: unknown): unknown;
  /** The currency of the row's amount (money columns), otherwise null. */
  currencyOf(row: unknown): Currency | null;
}

const DEFAULT_WIDTHS: Record<ExportColumnKind, number> = {
  text: 24,
  date: 12,
  datetime: 18,
  money: 22,
  number: 12,
  percentage: 10,
};

function reader(value: string | ((row: never) => unknown)): (row: unknown) => unknown {
  if (typeof value === 'function') return value as (row: unknown) => unknown;
  return (row) => (row as Record<string, unknown>)[value];
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

export function prepareColumns<Row>(columns: readonly ExportColumn<Row>[]): PreparedColumn[] {
  return columns.map((column) => {
    const { currency } = column;
    let currencyOf: (row: unknown) => Currency | null = () => null;
    if (column.kind === 'money') {
      if (currency === undefined) throw new Error(`La columna «${column.title}» de dinero no tiene moneda.`);
      if (isCurrency(currency)) currencyOf = () => currency;
      else {
        const read = reader(currency as string | ((row: never) => unknown));
        currencyOf = (row) => {
          const code = read(row);
          return isCurrency(code) ? code : null;
        };
      }
    }
    return {
      title: column.title,
      kind: column.kind,
      group: column.group,
      width: column.width ?? DEFAULT_WIDTHS[column.kind],
      total: column.total ?? (column.kind === 'money' || column.kind === 'number'),
      read: reader(column.value as string | ((row: never) => unknown)),
      currencyOf,
    };
  });
}

/** A money cell's amount with its currency, or null when either is missing (an empty cell). */
export function moneyOf(
  column: PreparedColumn,
  row: unknown,
  value: unknown,
): { minor: bigint; currency: Currency } | null {
  const minor = minorOf(value);
  const currency = column.currencyOf(row);
  return minor === null || currency === null ? null : { minor, currency };
}

/** How a format writes the figures of a cell as text, and any other value. */
export interface CellTextFormat {
  money(minor: bigint, currency: Currency): string;
  number(value: number): string;
  percentage(value: number): string;
  text(text: string): string;
}

/**
 * A cell as text: nothing for no value, a day as dd/mm/aaaa, an instant on the caller's clock, a
 * yes or no in Spanish; the money, numbers, percentages and other values as `format` writes them.
 */
export function cellTextOf(column: PreparedColumn, row: unknown, clock: WallClock, format: CellTextFormat): string {
  const value = column.read(row);
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'money': {
      const money = moneyOf(column, row, value);
      return money ? format.money(money.minor, money.currency) : '';
    }
    case 'number':
    case 'percentage': {
      const number = numberOf(value);
      return number === null ? '' : format[column.kind](number);
    }
    case 'date': {
      const day = dayOf(value);
      return day ? dayText(day) : '';
    }
    case 'datetime':
      return clock.text(value) ?? '';
    default:
      return format.text(typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value));
  }
}
