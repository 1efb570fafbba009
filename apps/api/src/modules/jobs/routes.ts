import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { registerExport } from '../../lib/file-answer';
import { listInputOf } from '../../lib/pagination';
import { registerUseCase } from '../../lib/use-case-endpoint';
import { jobRunsExport } from './job-runs-export';
import { listJobs } from './list-jobs';

/** /api/v2/admin/jobs: the scheduled jobs and their history, for the banca's administrator. */
export async function jobRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listJobs, listJobs, listInputOf);
  registerExport(app, contracts.exportJobRuns, jobRunsExport);
}
