import { z } from 'zod';
import { ANY_ROLE, rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { ZIdParams } from './list';

/** Largest image accepted by the upload (2 MiB). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What an upload may be, recognised by its content (never by its name or declared type). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The multipart field that carries the file. */
export const IMAGE_UPLOAD_FIELD = 'file';

/** What the upload (and a screen, before sending) says of a file too large, or of one that is no image. */
export const IMAGE_TOO_LARGE_MESSAGE = `La imagen no puede pesar más de ${IMAGE_MAX_BYTES / 1024 / 1024} MiB.`;
export const NOT_AN_IMAGE_MESSAGE = 'El archivo no es una imagen PNG, JPEG, WebP o SVG.';

export const ZUploadImageResponse = z.object({
  id: z.number().int(),
  /** Where the image is served; the call needs the bearer token. */
  url: z.string(),
});
export type UploadImageResponse = z.infer<typeof ZUploadImageResponse>;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/**
 * Multipart upload with one file in the `file` field: PNG, JPEG, WebP or SVG (an SVG with no
 * script, event handler or external reference), at most 2 MiB.
 */
export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/api/v1/models/image/upload',
  summary: 'Sube una imagen (PNG, JPEG, WebP o SVG seguro, hasta 2 MiB)',
  tag: 'Imágenes',
  access: rule('ADMIN_BANCA', { requires: ['manage_childs'] }),
  responses: { 200: ZUploadImageResponse, ...errors, 413: ZErrorResponse, 415: ZErrorResponse, 429: ZErrorResponse },
});

/** The image's bytes with their content type (binary answer). */
export const getImage = defineEndpoint({
  method: 'GET',
  path: '/api/v1/models/image/:id',
  summary: 'Devuelve una imagen subida',
  tag: 'Imágenes',
  access: ANY_ROLE,
  request: { params: ZIdParams },
  responses: { 200: z.unknown(), ...errors, 404: ZErrorResponse },
});

export const imageEndpoints = [uploadImage, getImage] as const;
