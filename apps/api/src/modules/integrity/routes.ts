import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { listInputOf } from '../../lib/pagination';
import { noInput, registerPublicUseCase, registerUseCase } from '../../lib/use-case-endpoint';
import { getPublicDayDigest } from './get-public-day-digest';
import { listDayDigests } from './list-day-digests';

/** Anyone may read the last digest, a little at a time. */
const PUBLIC_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The day digests: the list for administrators, the last one for the public page. */
export async function integrityRoutes(app: FastifyInstance) {
  registerUseCase(app, contracts.listDayDigests, listDayDigests, listInputOf);
  registerPublicUseCase(app, contracts.getPublicDayDigest, getPublicDayDigest, noInput, {
    rateLimit: PUBLIC_RATE_LIMIT,
  });
}
