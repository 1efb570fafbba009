import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_UPLOAD_FIELD,
  uploadImage as uploadImageEndpoint,
  ZUploadImageResponse,
  type UploadImageResponse,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** What the file input offers (the server checks the content anyway). */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

/** The reason a file cannot be sent, checked before uploading; null when it may go. */
export function imageFileProblem(file: File): string | null {
  if (file.size > IMAGE_MAX_BYTES) return `La imagen no puede pesar más de ${IMAGE_MAX_BYTES / 1024 / 1024} MiB.`;
  if (file.size === 0) return 'El archivo está vacío.';
  return null;
}

export async function uploadImage(file: File): Promise<UploadImageResponse> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return ZUploadImageResponse.parse(await api.post(uploadImageEndpoint.path, form));
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage, meta: { successMessage: 'Imagen subida.' } });
}
