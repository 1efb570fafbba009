import type { AccessRule, BearerKind } from '@banca/contracts';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Principal } from '../lib/principal';
import type { PrincipalCache } from '../modules/auth';
import type { RevokedSessions } from '../modules/auth';
import type { VerifiedTokens } from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shorthand for `database.db`. */
    db: Db;
    /** Callers kept in memory for the routes that declare `principal: 'cached'`. */
    principals: PrincipalCache;
    /** Access tokens whose signature and claims were checked, until they expire. */
    verifiedTokens: VerifiedTokens;
    revokedSessions: RevokedSessions;
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
