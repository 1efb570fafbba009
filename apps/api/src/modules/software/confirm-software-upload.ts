import type { SoftwareVersion } from '@banca/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { raise } from '../../lib/domain-events';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import { bancaOf } from './repository';
import type { UploadStore } from './store/upload-store';

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
