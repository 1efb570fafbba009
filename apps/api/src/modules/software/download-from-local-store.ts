import { AppError } from '../../lib/app-error';
import { checkedSignature, type LocalUploadStore } from './store/local-upload-store';

/** A published APK of the server's own store, by the signed link getLatestSoftware gave a terminal. */
export const makeDownloadFromLocalStore =
  (local: LocalUploadStore) =>
  async (link: { key: string; expires: number; signature: string }): Promise<Buffer> => {
    const bytes = await local.get(checkedSignature(() => local.keyOf(link)));
    if (!bytes) throw new AppError('NOT_FOUND', 'El archivo no existe.');
    return bytes;
  };
