import { APK_UPLOAD_FIELD } from '@banca/contracts';
import { invalidField } from '../../lib/app-error';
import { checkedSignature, type LocalUploadStore } from './store/local-upload-store';

/**
 * The server's own store takes an APK posted with the signed form createSoftwareVersion answered
 * (when no bucket is configured): the form's signature, expiry, key and size range must hold.
 */
export const makeUploadToLocalStore =
  (local: LocalUploadStore) =>
  async (upload: { fields: Record<string, string>; bytes: Buffer }): Promise<void> => {
    const grant = checkedSignature(() => local.grantOf(upload.fields));
    if (upload.bytes.length < grant.minBytes || upload.bytes.length > grant.maxBytes)
      throw invalidField(APK_UPLOAD_FIELD, 'El archivo no tiene el tamaño del APK analizado.');
    await local.put(grant.key, upload.bytes, grant.contentType);
  };
