import type { Currency } from '@banca/contracts';
import type { PreparedColumn } from './columns';
import { minorOf, numberOf } from './values';

/** One totals row: per column, a money sum in `currency`, a number sum, or nothing. */
export interface TotalsRow {
  readonly label: string;
  /** The currency of this row's money sums; null when the file has no money. */
  readonly currency: Currency | null;
  /** Per column: bigint (money), number, or null (not summed). */
  readonly sums: readonly (bigint | number | null)[];
}

/**
 * Sums as rows stream past: money per currency (two currencies are never added together, so
 * each currency gets its own totals row) and plain numbers; dates, texts and percentages are not
 * summed. A row belongs to the currency of its first money column.
 */
export class Totals {
  private readonly groups = new Map<Currency | null, (bigint | number | null)[]>();
  private readonly firstMoney: number;

  constructor(
    private readonly columns: readonly PreparedColumn[],
    private readonly counted: (row: unknown) => boolean = () => true,
  ) {
    this.firstMoney = columns.findIndex((column) => column.kind === 'money');
  }

  add(row: unknown): void {
    if (!this.counted(row)) return;
    const currency = this.firstMoney < 0 ? null : this.columns[this.firstMoney]!.currencyOf(row);
    let sums = this.groups.get(currency);
    if (!sums) {
      sums = this.columns.map((column) => (!column.total ? null : column.kind === 'money' ? 0n : 0));
      this.groups.set(currency, sums);
    }
    for (let i = 0; i < this.columns.length; i++) {
      const column = this.columns[i]!;
      if (!column.total) continue;
      if (column.kind === 'money') {
        // Only amounts in the row's own currency; a column in another one is left out of it.
        const minor = column.currencyOf(row) === currency ? minorOf(column.read(row)) : null;
        if (minor !== null) sums[i] = (sums[i] as bigint) + minor;
      } else if (column.kind === 'number') {
        const value = numberOf(column.read(row));
        if (value !== null) sums[i] = (sums[i] as number) + value;
      }
    }
  }

  /** The totals rows, one per currency seen (by code), or one "Total". */
  rows(): TotalsRow[] {
    const entries = [...this.groups.entries()].sort(([a], [b]) => String(a).localeCompare(String(b)));
    if (entries.length === 0)
      entries.push([null, this.columns.map((c) => (c.total && c.kind === 'number' ? 0 : null))]);
    const single = entries.length === 1;
    return entries.map(([currency, sums]) => ({
      label: single || currency === null ? 'Total' : `Total ${currency}`,
      currency,
      sums,
    }));
  }
}
