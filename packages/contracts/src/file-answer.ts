import { z } from 'zod';
import type { EndpointContract } from './endpoint';
import { ZErrorResponse } from './errors';

/** The files an export answers: a spreadsheet, a printable document, or plain values. */
export const EXPORT_FORMATS = ['xlsx', 'pdf', 'csv'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS, { error: 'El formato debe ser xlsx, pdf o csv.' });
export type ExportFormat = z.infer<typeof ZExportFormat>;

/** The Content-Type of each format. */
export const FILE_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** How each format is named to a person choosing one. */
export const EXPORT_FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  xlsx: 'Excel (XLSX)',
  pdf: 'PDF',
  csv: 'CSV',
};

/**
 * A file answer's body in the API docs: bytes, not JSON. The server sends it with
 * `Content-Disposition: attachment` and a Spanish file name; the web saves it.
 */
export const ZFileAnswer = z.string().meta({ format: 'binary', description: 'El archivo, como adjunto.' });

/** An endpoint whose 200 answer is a file (`ZFileAnswer`) in one of `EXPORT_FORMATS`. */
export interface FileEndpointContract extends EndpointContract {
  readonly answer: 'file';
  readonly responses: { readonly 200: typeof ZFileAnswer } & Readonly<Record<number, z.ZodType>>;
}

export function isFileEndpoint(contract: EndpointContract): contract is FileEndpointContract {
  return (contract as Partial<FileEndpointContract>).answer === 'file';
}

/** An export's body: the list's own filters and sort (its paging is ignored) plus the format. */
export function zExportBodyOf<S extends z.ZodRawShape>(listFilters: z.ZodObject<S>) {
  return listFilters.extend({ format: ZExportFormat });
}

/** The shape of a list's filters: its query's, or its body's for the `POST …/list` endpoints. */
type FiltersShape<L extends EndpointContract> = L['request'] extends { query: z.ZodObject<infer S> }
  ? S
  : L['request'] extends { body: z.ZodObject<infer S> }
    ? S
    : never;

/** The file name's characters a header can carry as they are (RFC 5987 `attr-char`). */
const UNRESERVED = /[A-Za-z0-9!#$&+.^_`|~-]/;

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the Spanish name. */
export function contentDispositionOf(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = [...new TextEncoder().encode(fileName)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file name of a Content-Disposition header (its UTF-8 form first), or null. */
export function fileNameOfContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Falls back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

/** Where a list's export is: `<list path>/export` (the web finds it from the list's path). */
export function exportPathOf(listPath: string): string {
  return `${listPath.replace(/\/$/, '')}/export`;
}

/**
 * The export of a list: `POST <list path>/export`, the same access rule, the list's filters plus
 * `format` in the body, and a file as the answer. One line per list in its contracts file.
 */
export function exportEndpointOf<const L extends EndpointContract>(list: L, summary = `Exporta: ${list.summary}`) {
  const filters = (list.request?.query ?? list.request?.body) as z.ZodObject<FiltersShape<L>>;
  return {
    method: 'POST',
    path: exportPathOf(list.path),
    summary,
    tag: list.tag,
    access: list.access,
    ...(list.bearer ? { bearer: list.bearer } : {}),
    answer: 'file',
    request: { body: zExportBodyOf(filters) },
    responses: { 200: ZFileAnswer, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
  } as const satisfies FileEndpointContract;
}
