import { APK_MAX_BYTES, APK_UPLOAD_FIELD } from '@banca/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';

const TOO_LARGE = 'El APK no puede pasar de 150 MiB.';

function uploadError(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
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
  try {
    if (!request.isMultipart()) throw uploadError(null);
    for await (const part of request.parts({
      limits: { fileSize: APK_MAX_BYTES, files: 1, fields: maxFields, parts: maxFields + 1 },
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
    throw error instanceof AppError ? error : uploadError(error);
  }
  throw invalidField(APK_UPLOAD_FIELD, 'No se recibió ningún archivo.');
}
