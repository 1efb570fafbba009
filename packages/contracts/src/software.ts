import { z } from 'zod';
import { PUBLIC, rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { exportEndpointOf } from './file-answer';
import { ZIdParams, zListQueryOf, zPage } from './list';

/** Largest APK accepted (analysis and upload). */
export const APK_MAX_BYTES = 150 * 1024 * 1024;
/** The multipart field that carries the APK. */
export const APK_UPLOAD_FIELD = 'file';
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';

/** Terminals follow a channel: the stable one, or the one that tries versions first. */
export const SOFTWARE_CHANNELS = ['ESTABLE', 'PRUEBAS'] as const;
export const ZSoftwareChannel = z.enum(SOFTWARE_CHANNELS, { error: 'El canal debe ser ESTABLE o PRUEBAS.' });
export type SoftwareChannel = z.infer<typeof ZSoftwareChannel>;
export const SOFTWARE_CHANNEL_LABELS: Record<SoftwareChannel, string> = { ESTABLE: 'Estable', PRUEBAS: 'Pruebas' };

/** A version is registered first, then its file is uploaded straight to the storage. */
export const SOFTWARE_STATUSES = ['PENDIENTE', 'DISPONIBLE'] as const;
export const ZSoftwareStatus = z.enum(SOFTWARE_STATUSES, { error: 'Estado no válido.' });
export type SoftwareStatus = z.infer<typeof ZSoftwareStatus>;
export const SOFTWARE_STATUS_LABELS: Record<SoftwareStatus, string> = {
  PENDIENTE: 'Archivo pendiente',
  DISPONIBLE: 'Disponible',
};

/** What the APK's own manifest says, and its size and digest. */
export const ZApkInfo = z.object({
  package_name: z.string(),
  version_code: z.number().int(),
  version_name: z.string(),
  min_sdk: z.number().int().nullable(),
  size_bytes: z.number().int(),
  sha256: z.string(),
});
export type ApkInfo = z.infer<typeof ZApkInfo>;

export const ZSoftwareVersion = ZApkInfo.extend({
  id: z.number().int(),
  channel: ZSoftwareChannel,
  status: ZSoftwareStatus,
  notes: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  uploaded_at: z.string().nullable(),
});
export type SoftwareVersion = z.infer<typeof ZSoftwareVersion>;

export const ZCreateSoftwareVersionRequest = z.object({
  channel: ZSoftwareChannel,
  package_name: z
    .string({ error: 'El paquete es obligatorio.' })
    .regex(/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/, { error: 'El paquete no es un nombre de paquete de Android.' })
    .max(200, { error: 'El paquete no puede tener más de 200 caracteres.' }),
  version_code: z
    .number({ error: 'El código de versión debe ser un número.' })
    .int({ error: 'El código de versión debe ser entero.' })
    .min(1, { error: 'El código de versión mínimo es 1.' })
    .max(2_100_000_000, { error: 'El código de versión es demasiado grande.' }),
  version_name: z
    .string({ error: 'El nombre de versión es obligatorio.' })
    .trim()
    .min(1, { error: 'El nombre de versión es obligatorio.' })
    .max(100, { error: 'El nombre de versión no puede tener más de 100 caracteres.' }),
  min_sdk: z
    .number({ error: 'El SDK mínimo debe ser un número.' })
    .int()
    .min(1, { error: 'El SDK mínimo debe ser positivo.' })
    .max(1000, { error: 'El SDK mínimo no es válido.' })
    .nullable(),
  size_bytes: z
    .number({ error: 'El tamaño debe ser un número.' })
    .int()
    .min(1, { error: 'El archivo está vacío.' })
    .max(APK_MAX_BYTES, { error: 'El APK no puede pasar de 150 MiB.' }),
  sha256: z.string({ error: 'Falta la huella del archivo.' }).regex(/^[0-9a-f]{64}$/, { error: 'La huella no es SHA-256.' }),
  notes: z.string().trim().max(500, { error: 'Las notas no pueden tener más de 500 caracteres.' }).default(''),
});
export type CreateSoftwareVersionRequest = z.input<typeof ZCreateSoftwareVersionRequest>;

/**
 * A form to send the file with, straight to the storage (an S3 presigned POST, or the server's
 * own store speaking the same protocol): post `fields` then the file as `file`, multipart.
 */
export const ZUploadForm = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export type UploadForm = z.infer<typeof ZUploadForm>;

export const ZCreateSoftwareVersionResponse = z.object({ version: ZSoftwareVersion, upload: ZUploadForm });
export type CreateSoftwareVersionResponse = z.infer<typeof ZCreateSoftwareVersionResponse>;

export const ZListSoftwareVersionsQuery = zListQueryOf(['created_at', 'version_code', 'channel'], {
  channel: ZSoftwareChannel.optional(),
  status: ZSoftwareStatus.optional(),
});
export type ListSoftwareVersionsQuery = z.input<typeof ZListSoftwareVersionsQuery>;

/** A terminal says what it runs; the answer is the newest version of its channel, if newer. */
export const ZLatestSoftwareRequest = z.object({
  device_id: z
    .string({ error: 'El identificador del equipo es obligatorio.' })
    .trim()
    .min(1, { error: 'El identificador del equipo es obligatorio.' })
    .max(128, { error: 'El identificador del equipo no puede tener más de 128 caracteres.' }),
  channel: ZSoftwareChannel.default('ESTABLE'),
  version_code: z.number({ error: 'El código de versión debe ser un número.' }).int().min(0).max(2_100_000_000),
  version_name: z.string().trim().max(100, { error: 'El nombre de versión no puede tener más de 100 caracteres.' }).optional(),
});
export type LatestSoftwareRequest = z.input<typeof ZLatestSoftwareRequest>;

export const ZLatestSoftwareResponse = z.object({
  update_available: z.boolean(),
  latest: ZApkInfo.extend({
    channel: ZSoftwareChannel,
    /** A short-lived link to the file. */
    download_url: z.string(),
  }).nullable(),
});
export type LatestSoftwareResponse = z.infer<typeof ZLatestSoftwareResponse>;

const TAG = 'Actualizaciones';
const ADMIN = rule('ADMIN_BANCA');
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export const listSoftwareVersions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/software/versions',
  summary: 'Versiones del software de las terminales de la banca',
  tag: TAG,
  access: ADMIN,
  request: { query: ZListSoftwareVersionsQuery },
  responses: { 200: zPage(ZSoftwareVersion), ...errors },
});

export const createSoftwareVersion = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/software/versions',
  summary: 'Registra una versión y devuelve el formulario firmado para subir su APK',
  tag: TAG,
  access: ADMIN,
  request: { body: ZCreateSoftwareVersionRequest },
  responses: { 200: ZCreateSoftwareVersionResponse, ...errors, 409: ZErrorResponse, 413: ZErrorResponse },
});

export const confirmSoftwareUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/software/versions/:id/confirm',
  summary: 'Comprueba que el APK llegó al almacenamiento y publica la versión',
  tag: TAG,
  access: ADMIN,
  request: { params: ZIdParams },
  responses: { 200: ZSoftwareVersion, ...errors, 404: ZErrorResponse, 422: ZErrorResponse },
});

/** Multipart with one file in `file`: answers what its manifest says, or refuses it. */
export const analyzeApk = defineEndpoint({
  method: 'POST',
  path: '/api/v2/admin/software/analyze-apk',
  summary: 'Lee del APK el paquete, el código y el nombre de versión y el SDK mínimo',
  tag: TAG,
  access: ADMIN,
  responses: { 200: ZApkInfo, ...errors, 413: ZErrorResponse },
});

export const getLatestSoftware = defineEndpoint({
  method: 'POST',
  path: '/api/v2/software/latest',
  summary: 'La terminal informa su versión y recibe la más nueva de su canal',
  tag: TAG,
  access: rule(['ADMIN_TAQUILLA', 'VEND_TAQUILLA', 'VEND_TAQUILLA_POLLA']),
  request: { body: ZLatestSoftwareRequest },
  responses: { 200: ZLatestSoftwareResponse, ...errors, 404: ZErrorResponse },
});

/**
 * The server's own store (when no S3 bucket is configured) takes the same signed form an S3
 * bucket would: its fields (policy, signature) authorise the upload, not a bearer.
 */
export const uploadToLocalStore = defineEndpoint({
  method: 'POST',
  path: '/api/v2/software/store',
  summary: 'Recibe un archivo con un formulario firmado (almacenamiento local)',
  tag: TAG,
  access: PUBLIC,
  bearer: 'none',
  responses: { 204: z.null(), 400: ZErrorResponse, 403: ZErrorResponse, 413: ZErrorResponse },
});

export const ZLocalDownloadQuery = z.object({
  key: z.string().max(300),
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Firma no válida.' }),
});

/** A file of the local store, through a short-lived signed link. */
export const downloadFromLocalStore = defineEndpoint({
  method: 'GET',
  path: '/api/v2/software/store',
  summary: 'Entrega un archivo con un enlace firmado (almacenamiento local)',
  tag: TAG,
  access: PUBLIC,
  bearer: 'none',
  request: { query: ZLocalDownloadQuery },
  responses: { 200: z.unknown(), 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
});

export const exportSoftwareVersions = exportEndpointOf(listSoftwareVersions);

export const softwareEndpoints = [
  listSoftwareVersions,
  exportSoftwareVersions,
  createSoftwareVersion,
  confirmSoftwareUpload,
  analyzeApk,
  getLatestSoftware,
  uploadToLocalStore,
  downloadFromLocalStore,
] as const;
