import * as contracts from '@banca/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';
import { registerExport } from '../../lib/file-answer';
import { cachedCountOf, listPage } from '../../lib/pagination';
import { createDiskStorage } from '../../lib/storage/disk-storage';
import { contextOf } from '../../lib/use-case';
import { registerEndpoint } from '../../plugins/endpoint';
import { makeGetLatestSoftware } from './get-latest-software';
import { readApkUpload } from './read-apk-upload';
import { versionQueries } from './repository';
import { softwareVersionsExport } from './software-export';
import { analyzeApkUpload, makeConfirmSoftwareUpload, makeCreateSoftwareVersion } from './software-versions';
import { localUploadStore, RefusedSignature } from './store/local-upload-store';
import { s3UploadStore } from './store/s3-upload-store';

/** Room for the signed form's fields around the file. */
const UPLOAD_BODY_LIMIT = contracts.APK_MAX_BYTES + 64 * 1024;
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** key, Content-Type, policy, signature and the S3 fields a client may copy over. */
const FORM_FIELDS = 8;

/** /api/v2/admin/software and /api/v2/software: terminal app versions, their files, the terminals' check. */
export async function softwareRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const local = localUploadStore(createDiskStorage(config.uploadsDir), config.jwtSecret);
  const store = config.softwareS3 ? s3UploadStore(config.softwareS3) : local;
  const createVersion = makeCreateSoftwareVersion(store, config.uploads.apkMaxBytes);
  const confirmUpload = makeConfirmSoftwareUpload(store);
  const latest = makeGetLatestSoftware(store);
  // Scoped to this module: only its uploads read multipart bodies.
  await app.register(multipart, { limits: { fileSize: contracts.APK_MAX_BYTES } });

  registerEndpoint(app, contracts.listSoftwareVersions, async (request) => {
    const { query } = request;
    const queries = versionQueries(db, request.principal.partner.id, query);
    return listPage(query, cachedCountOf(request, query), queries.rows, queries.count);
  });
  registerExport(app, contracts.exportSoftwareVersions, softwareVersionsExport);
  registerEndpoint(app, contracts.createSoftwareVersion, (request) =>
    createVersion(contextOf(request, db), request.body),
  );
  registerEndpoint(app, contracts.confirmSoftwareUpload, (request) =>
    confirmUpload(contextOf(request, db), request.params.id),
  );
  registerEndpoint(
    app,
    contracts.analyzeApk,
    async (request) => analyzeApkUpload((await readApkUpload(request)).bytes),
    { bodyLimit: UPLOAD_BODY_LIMIT, rateLimit: UPLOAD_RATE_LIMIT },
  );
  registerEndpoint(app, contracts.getLatestSoftware, (request) => latest(contextOf(request, db), request.body));

  registerEndpoint(
    app,
    contracts.uploadToLocalStore,
    async (request, reply) => {
      if (config.softwareS3) throw new AppError('ROUTE_NOT_FOUND');
      const { fields, bytes } = await readApkUpload(request, FORM_FIELDS);
      const grant = signed(() => local.grantOf(fields));
      if (bytes.length < grant.minBytes || bytes.length > grant.maxBytes)
        throw invalidField(contracts.APK_UPLOAD_FIELD, 'El archivo no tiene el tamaño del APK analizado.');
      await local.put(grant.key, bytes, grant.contentType);
      return reply.code(204).send();
    },
    { bodyLimit: UPLOAD_BODY_LIMIT, rateLimit: UPLOAD_RATE_LIMIT },
  );
  registerEndpoint(app, contracts.downloadFromLocalStore, async (request, reply) => {
    if (config.softwareS3) throw new AppError('ROUTE_NOT_FOUND');
    const key = signed(() => local.keyOf(request.query));
    const bytes = await local.get(key);
    if (!bytes) throw new AppError('NOT_FOUND', 'El archivo no existe.');
    return reply
      .header('content-type', contracts.APK_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="banca.apk"')
      .send(bytes);
  });
}

/** A refused signature is a 403 with its reason; a policy that does not even parse is one too. */
function signed<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof RefusedSignature) throw new AppError('FORBIDDEN', error.message);
    if (error instanceof SyntaxError || error instanceof TypeError)
      throw new AppError('FORBIDDEN', 'El formulario firmado no es válido.');
    throw error;
  }
}
