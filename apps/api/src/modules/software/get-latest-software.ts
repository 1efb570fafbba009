import type { LatestSoftwareResponse, ZLatestSoftwareRequest } from '@banca/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { inTransaction, type UseCaseContext } from '../../lib/use-case';
import * as repo from './repository';
import type { UploadStore } from './store/upload-store';

/** How long a terminal's download link lives. */
const DOWNLOAD_LINK_SECONDS = 30 * 60;

/**
 * A terminal of the caller's taquilla reports what it runs and asks for the newest version of
 * its channel in its banca; the report is what the taquillas list reads to tell who is behind.
 */
export const makeGetLatestSoftware =
  (store: UploadStore) =>
  async (ctx: UseCaseContext, input: z.output<typeof ZLatestSoftwareRequest>): Promise<LatestSoftwareResponse> => {
    const terminal = await repo.findTerminal(ctx.db, ctx.scope, input.device_id);
    if (!terminal) throw notFound('La terminal no está registrada en su taquilla.');
    const latest = await inTransaction(ctx, async (tx) => {
      await repo.saveTerminalReport(tx.db, terminal.id, {
        channel: input.channel,
        versionCode: input.version_code,
        versionName: input.version_name ?? null,
      });
      return repo.latestAvailable(tx.db, terminal.bancaId, input.channel);
    });
    if (!latest) return { update_available: false, latest: null };
    return {
      update_available: latest.version_code > input.version_code,
      latest: {
        channel: latest.channel,
        package_name: latest.package_name,
        version_code: latest.version_code,
        version_name: latest.version_name,
        min_sdk: latest.min_sdk,
        size_bytes: latest.size_bytes,
        sha256: latest.sha256,
        download_url: store.downloadUrl(latest.storageKey, DOWNLOAD_LINK_SECONDS),
      },
    };
  };
