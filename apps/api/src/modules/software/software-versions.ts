import {
  APK_CONTENT_TYPE,
  APK_UPLOAD_FIELD,
  type ApkInfo,
  type CreateSoftwareVersionResponse,
  type SoftwareVersion,
  type ZCreateSoftwareVersionRequest,
} from '@banca/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import { analyzeApk, NotAnApk } from './apk/analyze-apk';
import { apkTooLarge } from './read-apk-upload';
import * as repo from './repository';
import type { UploadStore } from './store/upload-store';
import { raise } from '../../lib/domain-events';

/** How long the signed upload form is good for. */
const UPLOAD_FORM_SECONDS = 15 * 60;

/** An ADMIN_BANCA's versions are its banca's (its partner is the banca). */
const bancaOf = (ctx: UseCaseContext) => ctx.principal.partner.id;

const CONFLICTS = {
  software_versions_code_uq: { field: 'version_code', message: 'Esa versión del paquete ya está registrada.' },
};

/** What the APK says of itself; anything that is not an APK is refused by field. */
export function analyzeApkUpload(bytes: Buffer): ApkInfo {
  try {
    return analyzeApk(bytes);
  } catch (error) {
    if (error instanceof NotAnApk) throw invalidField(APK_UPLOAD_FIELD, error.message);
    throw error;
  }
}

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

/** Publishes a version once the storage holds its file, of the registered size and digest. */
export const makeConfirmSoftwareUpload =
  (store: UploadStore) =>
  async (ctx: UseCaseContext, id: number): Promise<SoftwareVersion> => {
    const found = await repo.findVersion(ctx.db, bancaOf(ctx), id);
    if (!found) throw notFound('La versión no existe.');
    if (found.status === 'DISPONIBLE') return repo.toSoftwareVersion(found);
    const stored = await store.head(found.storageKey);
    if (!stored) throw new AppError('UNPROCESSABLE', 'El APK todavía no llegó al almacenamiento.');
    if (stored.size !== found.size_bytes || stored.sha256 !== found.sha256)
      throw new AppError('UNPROCESSABLE', 'El archivo subido no es el APK analizado.');
    return inTransaction(ctx, async (tx) => {
      await repo.markAvailable(tx.db, id);
      const published = repo.toSoftwareVersion((await repo.findVersion(tx.db, bancaOf(ctx), id))!);
      await tx.audit({
        action: 'PUBLISH',
        entity: 'software_version',
        entityId: id,
        subjectPartnerId: bancaOf(ctx),
        before: { status: found.status },
        after: { status: published.status },
      });
      await raise(tx, 'software.published', { bancaId: bancaOf(ctx), actorId: ctx.principal.id, version: published });
      return published;
    });
  };
