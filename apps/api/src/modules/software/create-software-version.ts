import {
  APK_CONTENT_TYPE,
  type CreateSoftwareVersionResponse,
  type ZCreateSoftwareVersionRequest,
} from '@banca/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { apkTooLarge } from './read-apk-upload';
import * as repo from './repository';
import { bancaOf } from './repository';
import type { UploadStore } from './store/upload-store';

/** How long the signed upload form is good for. */
const UPLOAD_FORM_SECONDS = 15 * 60;

const CONFLICTS = {
  software_versions_code_uq: { field: 'version_code', message: 'Esa versión del paquete ya está registrada.' },
};

/** Registers the version (its file pending) and answers the signed form to upload it with. */
export const makeCreateSoftwareVersion =
  (store: UploadStore, maxBytes: number) =>
  async (
    ctx: UseCaseContext,
    input: z.output<typeof ZCreateSoftwareVersionRequest>,
  ): Promise<CreateSoftwareVersionResponse> => {
    // The file goes straight to the store (S3): its declared size is where APK_MAX_BYTES holds.
    if (input.size_bytes > maxBytes) throw apkTooLarge(maxBytes, 'size_bytes');
    const key = `software/${bancaOf(ctx)}/${randomUUID()}.apk`;
    const version = await inTransaction(
      ctx,
      async (tx) => {
        const id = await repo.insertVersion(tx.db, {
          bancaId: bancaOf(ctx),
          channel: input.channel,
          packageName: input.package_name,
          versionCode: input.version_code,
          versionName: input.version_name,
          minSdk: input.min_sdk,
          sizeBytes: input.size_bytes,
          sha256: input.sha256,
          storageKey: key,
          notes: input.notes,
          createdBy: ctx.principal.id,
        });
        const created = repo.toSoftwareVersion((await repo.findVersion(tx.db, bancaOf(ctx), id))!);
        await tx.audit({
          action: 'CREATE',
          entity: 'software_version',
          entityId: id,
          subjectPartnerId: bancaOf(ctx),
          after: created,
        });
        return created;
      },
      CONFLICTS,
    );
    const grant = {
      key,
      contentType: APK_CONTENT_TYPE,
      minBytes: input.size_bytes,
      maxBytes: input.size_bytes,
      expiresInSeconds: UPLOAD_FORM_SECONDS,
    };
    return { version, upload: store.uploadForm(grant) };
  };
