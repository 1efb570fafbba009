/**
 * File answers (ADR 041): one helper writes any report as XLSX, PDF or CSV from a cursor, in
 * constant memory, with a title block, Spanish titles, money per currency and totals.
 */
export { fileAnswer, type FileAnswer } from './file-answer';
export type { ExportColumn, ExportColumnKind } from './columns';
export type { AppliedFilter, FileReport } from './report';
export { cursorRows, FILE_READING_APPLICATION, listRows, pageRows } from './cursor-rows';
export { filterLabelsOf } from './filter-labels';
export { registerExport, type ExportFilters, type ExportSpec } from './register-export';
