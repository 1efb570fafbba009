import { z } from 'zod';
import { PUBLIC, rule } from './access';
import { defineEndpoint } from './endpoint';
import { ZErrorResponse } from './errors';
import { zListQueryOf, zPage } from './list';

/** One chain's head at the end of a day: the position of its last link and that link's hash. */
export const ZChainHead = z.object({ chain: z.string(), seq: z.string(), hash: z.string() });

/**
 * The day digest ("huella del día", ADR 057): SHA-256 over the day's chain heads and the previous
 * day's digest, so that whoever keeps one day's digest can later prove nothing before it changed.
 */
export const ZDayDigest = z.object({
  day: z.string(),
  zone: z.string(),
  version: z.number().int(),
  heads: z.array(ZChainHead),
  previous: z.string().nullable(),
  digest: z.string(),
  sealed_at: z.string(),
});
export type DayDigest = z.infer<typeof ZDayDigest>;

export const ZListDayDigestsQuery = zListQueryOf(['day'], {});
export type ListDayDigestsQuery = z.input<typeof ZListDayDigestsQuery>;
export const ZListDayDigestsResponse = zPage(ZDayDigest);
export type ListDayDigestsResponse = z.infer<typeof ZListDayDigestsResponse>;

/** The digests of the closed days, newest first; the whole system's, for the banca's administrators. */
export const listDayDigests = defineEndpoint({
  method: 'GET',
  path: '/api/v2/admin/integrity/day-digests',
  summary: 'Huellas diarias de la bitácora y del libro',
  tag: 'Integridad',
  access: rule(['ADMIN_BANCA', 'SUPERV_BANCA']),
  request: { query: ZListDayDigestsQuery },
  responses: { 200: ZListDayDigestsResponse, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
});

/** What the public sees: the last closed day's digest, or null before the first day closes. */
export const ZPublicDayDigest = z.object({
  day_digest: z.object({ day: z.string(), digest: z.string() }).nullable(),
});
export type PublicDayDigest = z.infer<typeof ZPublicDayDigest>;

export const getPublicDayDigest = defineEndpoint({
  method: 'GET',
  path: '/api/v2/integrity/public/day-digest',
  summary: 'Huella del último día cerrado (página pública)',
  tag: 'Integridad',
  access: PUBLIC,
  bearer: 'none',
  responses: { 200: ZPublicDayDigest, 429: ZErrorResponse },
});

export const integrityEndpoints = [listDayDigests, getPublicDayDigest] as const;
