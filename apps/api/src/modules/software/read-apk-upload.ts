import { APK_UPLOAD_FIELD, type ApkInfo } from '@banca/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';
import { sizeInWords } from '../../lib/usage-limits';
import { analyzeApk, NotAnApk } from './apk/analyze-apk';

/** The 413 of an APK above APK_MAX_BYTES of the configuration. */
export function apkTooLarge(maxBytes: number, field: string = APK_UPLOAD_FIELD): AppError {
  const message = `El APK no puede pasar de ${sizeInWords(maxBytes)}.`;
  return new AppError('PAYLOAD_TOO_LARGE', message, [{ field, message }]);
}

function uploadError(error: unknown, maxBytes: number): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return apkTooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return invalidField(APK_UPLOAD_FIELD, 'Envíe un solo archivo en el campo «file».');
  return invalidField(APK_UPLOAD_FIELD, 'Envíe el APK como multipart/form-data.');
}

/**
 * A multipart body: text fields first (a signed form's, or none), then one file in `file`, as
 * S3 wants them. Answers the fields and the file's bytes.
 */
export async function readApkUpload(
  request: FastifyRequest,
  maxFields = 0,
): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  const fields: Record<string, string> = {};
  const maxBytes = request.server.config.uploads.apkMaxBytes;
  try {
    if (!request.isMultipart()) throw uploadError(null, maxBytes);
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: maxFields, parts: maxFields + 1 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== APK_UPLOAD_FIELD)
        throw invalidField(APK_UPLOAD_FIELD, 'Envíe el archivo en el campo «file».');
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw invalidField(APK_UPLOAD_FIELD, 'El archivo está vacío.');
      return { fields, bytes };
    }
  } catch (error) {
    throw error instanceof AppError ? error : uploadError(error, maxBytes);
  }
  throw invalidField(APK_UPLOAD_FIELD, 'No se recibió ningún archivo.');
}

/** What the APK says of itself; anything that is not an APK is refused by field. */
export function analyzeApkUpload(bytes: Buffer): ApkInfo {
  try {
    return analyzeApk(bytes);
  } catch (error) {
    if (error instanceof NotAnApk) throw invalidField(APK_UPLOAD_FIELD, error.message);
    throw error;
  }
}
