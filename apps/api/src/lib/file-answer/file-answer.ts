import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat } from '@banca/contracts';
import { prepareColumns } from './columns';
import { writeCsv } from './csv-writer';
import { writePdf } from './pdf-writer';
import { fileNameOf, type FileReport, type FileWriter, type WritableReport } from './report';
import { Totals } from './totals';
import { WallClock } from './values';
import { writeXlsx } from './xlsx-writer';

/** What an export handler answers: `registerEndpoint` sends it with its headers. */
export interface FileAnswer {
  readonly format: ExportFormat;
  readonly fileName: string;
  readonly body: Readable;
}

const WRITERS: Record<ExportFormat, FileWriter> = { xlsx: writeXlsx, pdf: writePdf, csv: writeCsv };

/**
 * THE way a file is answered: the report's rows written as XLSX, PDF or CSV while they are read.
 * The first rows are read before the answer starts, so a failing query is still a JSON error
 * from the one error handler; a failure after that cuts the download (and is logged by Fastify).
 */
export async function fileAnswer<Row>(format: ExportFormat, report: FileReport<Row>): Promise<FileAnswer> {
  const columns = prepareColumns(report.columns);
  const rows = report.rows[Symbol.asyncIterator]();
  const first = await rows.next();
  const body = new PassThrough();
  const started: WritableReport = { ...report, rows: resumed(first, rows) };
  WRITERS[format](
    started,
    columns,
    new Totals(columns, report.counted as ((row: unknown) => boolean) | undefined),
    new WallClock(report.timezone),
    body,
  ).then(
    () => body.end(),
    (error: unknown) => body.destroy(error as Error),
  );
  // The caller went away: stop reading rows (the writer's wait fails and ends the cursor).
  return { format, fileName: fileNameOf(report, format), body };
}

/** The iterator again from its first result, already read. */
async function* resumed<Row>(first: IteratorResult<Row>, rest: AsyncIterator<Row>): AsyncGenerator<Row> {
  try {
    for (let next = first; !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.();
  }
}
