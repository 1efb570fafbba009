import * as contracts from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { bodyOf, idOf, registerUseCase } from '../../lib/use-case-endpoint';
import { AppError } from '../../lib/app-error';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { createDiskStorage } from '../../lib/storage/disk-storage';
import { registerEndpoint } from '../../plugins/endpoint';
import { makeConfirmSoftwareUpload } from './confirm-software-upload';
import { makeCreateSoftwareVersion } from './create-software-version';
import { makeDownloadFromLocalStore } from './download-from-local-store';
import { makeGetLatestSoftware } from './get-latest-software';
import { listSoftwareVersions } from './list-software-versions';
import { analyzeApkUpload, readApkUpload } from './read-apk-upload';
import { softwareVersionsExport } from './software-export';
import { localUploadStore } from './store/local-upload-store';
import { s3UploadStore } from './store/s3-upload-store';
import { makeUploadToLocalStore } from './upload-to-local-store';

/** Room for the signed form's fields around the file. */
const UPLOAD_BODY_LIMIT = contracts.APK_MAX_BYTES + 64 * 1024;
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** key, Content-Type, policy, signature and the S3 fields a client may copy over. */
const FORM_FIELDS = 8;

/** /api/v2/admin/software and /api/v2/software: terminal app versions, their files, the terminals' check. */
export async function softwareRoutes(app: FastifyInstance) {
  const { config } = app;
  const local = localUploadStore(createDiskStorage(config.uploadsDir), config.jwtSecret);
  const store = config.softwareS3 ? s3UploadStore(config.softwareS3) : local;
  const createSoftwareVersion = makeCreateSoftwareVersion(store, config.uploads.apkMaxBytes);
  const confirmSoftwareUpload = makeConfirmSoftwareUpload(store);
  const getLatestSoftware = makeGetLatestSoftware(store);
  const uploadToLocalStore = makeUploadToLocalStore(local);
  const downloadFromLocalStore = makeDownloadFromLocalStore(local);
  /** The server's own store answers only when no bucket is configured. */
  const withoutBucket = () => {
    if (config.softwareS3) throw new AppError('ROUTE_NOT_FOUND');
  };
  // Scoped to this module: only its uploads read multipart bodies.
  await app.register(multipart, { limits: { fileSize: contracts.APK_MAX_BYTES } });

  registerUseCase(app, contracts.listSoftwareVersions, listSoftwareVersions, listInputOf);
  registerExport(app, contracts.exportSoftwareVersions, softwareVersionsExport);
  registerUseCase(app, contracts.createSoftwareVersion, createSoftwareVersion, bodyOf);
  registerUseCase(app, contracts.confirmSoftwareUpload, confirmSoftwareUpload, idOf);
  registerEndpoint(
    app,
    contracts.analyzeApk,
    async (request) => analyzeApkUpload((await readApkUpload(request)).bytes),
    { bodyLimit: UPLOAD_BODY_LIMIT, rateLimit: UPLOAD_RATE_LIMIT },
  );
  registerUseCase(app, contracts.getLatestSoftware, getLatestSoftware, bodyOf);

  registerEndpoint(
    app,
    contracts.uploadToLocalStore,
    async (request, reply) => {
      withoutBucket();
      await uploadToLocalStore(await readApkUpload(request, FORM_FIELDS));
      return reply.code(204).send();
    },
    { bodyLimit: UPLOAD_BODY_LIMIT, rateLimit: UPLOAD_RATE_LIMIT },
  );
  registerEndpoint(app, contracts.downloadFromLocalStore, async (request, reply) => {
    withoutBucket();
    const bytes = await downloadFromLocalStore(request.query);
    return reply
      .header('content-type', contracts.APK_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="banca.apk"')
      .send(bytes);
  });
}
