import {
  APK_UPLOAD_FIELD,
  confirmSoftwareUpload,
  createSoftwareVersion,
  pathOf,
  ZCreateSoftwareVersionResponse,
  ZSoftwareVersion,
  type ApkInfo,
  type SoftwareChannel,
  type UploadForm,
} from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { api } from '@/lib/http';
import { useInvalidateSoftware } from './keys';

export interface PublishRequest {
  file: File;
  info: ApkInfo;
  channel: SoftwareChannel;
  notes: string;
}

/**
 * The file goes straight to the storage with the form the server signed (a bucket, or the
 * server's own store): it is not an API call, so no bearer and no API headers go with it.
 */
async function uploadToStorage(form: UploadForm, file: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append(APK_UPLOAD_FIELD, file);
  const answer = await fetch(form.url, { method: 'POST', body });
  if (!answer.ok)
    throw new ApiError({
      status: answer.status,
      code: 'UPLOAD_FAILED',
      message: 'No se pudo subir el APK al almacenamiento.',
    });
}

/** Registers the version, uploads its APK and publishes it once the server sees the file. */
export async function publishSoftwareVersion({ file, info, channel, notes }: PublishRequest) {
  const { version, upload } = ZCreateSoftwareVersionResponse.parse(
    await api.post(createSoftwareVersion.path, { ...info, channel, notes }),
  );
  await uploadToStorage(upload, file);
  return ZSoftwareVersion.parse(await api.post(pathOf(confirmSoftwareUpload, { id: version.id })));
}

export function usePublishSoftwareVersion() {
  const invalidate = useInvalidateSoftware();
  return useMutation({
    mutationFn: publishSoftwareVersion,
    meta: { successMessage: 'Versión publicada.' },
    // A version left without its file shows as pending: refresh either way.
    onSettled: invalidate,
  });
}
