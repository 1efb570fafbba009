import type { Writable } from 'node:stream';
import type { ExportColumn, PreparedColumn } from './columns';
import type { Totals } from './totals';
import { WallClock } from './values';

/** A filter applied to the rows, in words: `Desde: 01/03/2025`. */
export interface AppliedFilter {
  readonly label: string;
  readonly value: string;
}

/**
 * What a file answer holds: its title block (report name, filters in words, who exported and
 * when in the caller's zone), the columns, and the rows as an async iterable (a database cursor,
 * so the whole result is never in memory).
 */
export interface FileReport<Row> extends ReportHeading {
  readonly columns: readonly ExportColumn<Row>[];
  readonly rows: AsyncIterable<Row>;
  /** Whether a row counts in the totals (every row unless told: a balance's own line does not). */
  readonly counted?: (row: Row) => boolean;
}

/** What a writer gets: the heading and the rows (its columns are prepared apart). */
export interface WritableReport extends ReportHeading {
  readonly rows: AsyncIterable<unknown>;
}

/** What is said about a file around its rows. */
export interface ReportHeading {
  /** The report's name, e.g. "Agencias". */
  readonly title: string;
  /** The file name without date or extension, e.g. "agencias". */
  readonly fileName: string;
  readonly filters: readonly AppliedFilter[];
  /** Who exported, e.g. "Ana Pérez (admin)". */
  readonly exportedBy: string;
  /** IANA zone of the caller: dates and the export's time are shown in it. */
  readonly timezone: string;
  readonly at: Date;
}

/** The three lines above the table, the same in every format. */
export function titleLines(report: ReportHeading): [string, string, string] {
  const filters = report.filters.length
    ? report.filters.map((filter) => `${filter.label}: ${filter.value}`).join(' · ')
    : 'ninguno';
  const when = new WallClock(report.timezone).text(report.at) ?? '';
  return [report.title, `Filtros: ${filters}`, `Exportado por ${report.exportedBy} el ${when} (${report.timezone})`];
}

/** `agencias-2026-11-23.xlsx`: the name, the day of the export in the caller's zone, the format. */
export function fileNameOf(report: ReportHeading, extension: string): string {
  const local = new WallClock(report.timezone).localMs(report.at) ?? report.at.getTime();
  return `${report.fileName}-${new Date(local).toISOString().slice(0, 10)}.${extension}`;
}

/** A format's writer: the report's rows in its columns, then the totals, on the caller's clock, into `out`. */
export type FileWriter = (
  report: WritableReport,
  columns: readonly PreparedColumn[],
  totals: Totals,
  clock: WallClock,
  out: Writable,
) => Promise<void>;
