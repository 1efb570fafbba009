import { EXTERNAL_IMPORT_FIELD, EXTERNAL_IMPORT_MAX_BYTES, EXTERNAL_IMPORT_MAX_ROWS } from '@banca/contracts';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';
import type { RawRow } from './parse-external-rows';

const TOO_LARGE = `El archivo no puede pesar más de ${EXTERNAL_IMPORT_MAX_BYTES / 1024 / 1024} MiB.`;
const fileError = (message: string) => invalidField(EXTERNAL_IMPORT_FIELD, message);

/** The one file of the multipart body, refusing what is not one file within the limit. */
export async function readImportUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: EXTERNAL_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
    if (!part) throw fileError('No se recibió ningún archivo.');
    if (part.fieldname !== EXTERNAL_IMPORT_FIELD)
      throw fileError(`Envíe el archivo en el campo «${EXTERNAL_IMPORT_FIELD}».`);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw fileError('Envíe un solo archivo, sin otros campos.');
    }
    throw fileError('Envíe el archivo como multipart/form-data.');
  }
}

/** The rows of an XLSX or CSV file: the first row names the columns, each later non-empty row is one row. */
export async function rowsOfFile(bytes: Buffer): Promise<RawRow[]> {
  if (bytes.length === 0) throw fileError('El archivo está vacío.');
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const lines = isZip ? await sheetLines(bytes) : csvLines(bytes);
  const headerAt = lines.findIndex(({ cells }) => cells.some((cell) => textOf(cell) !== ''));
  if (headerAt < 0) throw fileError('El archivo no tiene filas.');
  const header = lines[headerAt]!.cells.map(textOf);
  if (new Set(header.filter(Boolean)).size !== header.filter(Boolean).length) {
    throw fileError('La primera fila repite el nombre de una columna.');
  }
  const rows: RawRow[] = [];
  for (const { line, cells } of lines.slice(headerAt + 1)) {
    if (!cells.some((cell) => textOf(cell) !== '')) continue;
    const values: Record<string, unknown> = {};
    header.forEach((name, i) => {
      if (name) values[name] = cells[i] ?? null;
    });
    rows.push({ line, values });
    if (rows.length > EXTERNAL_IMPORT_MAX_ROWS) {
      throw fileError(`Se importan como máximo ${EXTERNAL_IMPORT_MAX_ROWS} filas a la vez.`);
    }
  }
  if (rows.length === 0) throw fileError('El archivo no tiene filas de datos debajo de los nombres de las columnas.');
  return rows;
}

interface Line {
  readonly line: number;
  readonly cells: readonly unknown[];
}

const textOf = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** A spreadsheet cell's value: the result of a formula, the text of rich text or a link. */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) return value;
  if ('result' in value) return value.result ?? null;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  return null;
}

async function sheetLines(bytes: Buffer): Promise<Line[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fileError('El archivo no es un libro de Excel (XLSX) válido.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileError('El libro no tiene hojas.');
  const lines: Line[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellValue(cell.value)));
    lines.push({ line, cells });
  });
  return lines;
}

/** A CSV as a spreadsheet set to Spanish or English writes it: `;` or `,` (or tab) between fields, quotes doubled. */
function csvLines(bytes: Buffer): Line[] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw fileError('El archivo no es un XLSX ni un CSV de texto.');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ','].find((mark) => firstLine.includes(mark)) ?? ';';
  const lines: Line[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      lines.push({ line: start, cells: [...cells, cell] });
      cells = [];
      cell = '';
      start = ++line;
    } else cell += char;
  }
  if (cell !== '' || cells.length) lines.push({ line: start, cells: [...cells, cell] });
  return lines;
}
