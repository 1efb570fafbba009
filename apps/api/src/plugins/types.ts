import type { AccessRule, BearerKind } from '@banca/contracts';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { JobRunner } from '../lib/jobs';
import type { Metrics } from '../lib/metrics';
import type { Principal } from '../lib/principal';
import type { ReportReads } from '../lib/report-reads';
import type { PrincipalCache } from '../modules/auth';
import type { RevokedSessions } from '../modules/auth';
import type { VerifiedTokens } from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shorthand for `database.db`. */
    db: Db;
    /** Where the read-only report traffic goes: the replica while it keeps up, else `db` (ADR 056). */
    reports: ReportReads;
    /** Callers kept in memory for the routes that declare `principal: 'cached'`. */
    principals: PrincipalCache;
    /** Access tokens whose signature and claims were checked, until they expire. */
    verifiedTokens: VerifiedTokens;
    revokedSessions: RevokedSessions;
    /** The one runner of the scheduled jobs (ADR 055): `app.jobs.register({ name, title, intervalMs, run })`. */
    jobs: JobRunner;
    /** This instance's Prometheus metrics (lib/metrics), served by `GET /metrics` with METRICS_TOKEN. */
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** The signed-in caller; null on public routes. */
    principal: Principal | null;
    /** IANA zone of the caller (x-timezone header, or the default). */
    timezone: string;
  }
  interface FastifyContextConfig {
    /** Set on every API route by registerEndpoint; enforced before any handler. */
    access?: AccessRule;
    bearer?: BearerKind;
    /**
     * 'cached': the caller may come from memory (up to 30 s old); the handler checks it again
     * in its own transaction and calls refreshPrincipal when that check fails (ADR 029).
     */
    principal?: 'cached';
  }
}
