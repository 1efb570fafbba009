import type { AccessRule, BearerKind } from '@banca/contracts';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Principal } from '../lib/principal';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shorthand for `database.db`. */
    db: Db;
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
  }
}
