import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { actorOf, recordAudit, type AuditActor, type AuditEntry } from './audit';
import { databaseNow } from './database-clock';
import { isCrossedChange, pgErrorOf } from './pg-error';
import type { Principal } from './principal';
import { scopeOf, type Scope } from './scope';

/** A request whose route's access rule is not public: the access plugin admitted a caller. */
export type AuthenticatedRequest = FastifyRequest & { principal: Principal };

/** What a use case of a caller not signed in (sign-in, refresh) gets of its request. */
export interface PublicContext {
  /** The pool, or the open transaction inside `inTransaction`. */
  readonly db: Db;
  /** Who acts and from where, as the audit log records it. */
  readonly actor: AuditActor;
  /** IANA zone of the caller. */
  readonly timezone: string;
  /** Writes one audit row with `db` (so inside `inTransaction`, with the change). */
  audit(entry: AuditEntry): Promise<void>;
  /** The database clock; one query, only when called. Inside a transaction: its start. */
  now(): Promise<Date>;
}

/** What a use case of a signed-in caller gets: the above, the caller and its part of the network. */
export interface UseCaseContext extends PublicContext {
  readonly principal: Principal;
  readonly scope: Scope;
}

/**
 * A use case: one context, one input. Collaborators (config, storage, a batcher, a provider)
 * are given once when routes.ts builds it: `const createSale = makeCreateSale({ cache, batcher })`.
 */
export type UseCase<I, O> = (ctx: UseCaseContext, input: I) => Promise<O>;

/** A unique index's name → the form field it guards and the Spanish message of its 409. */
export type UniqueConflicts = Readonly<Record<string, { field: string; message: string }>>;

/**
 * The request's context. Cheap by design (the sale builds one per request): one object, no
 * query; the actor and the scope are derived when first read.
 */
class RequestContext implements PublicContext {
  private actorOnce: AuditActor | null = null;

  constructor(
    readonly db: Db,
    protected readonly request: FastifyRequest,
  ) {}

  get actor(): AuditActor {
    return (this.actorOnce ??= actorOf(this.request));
  }

  get timezone(): string {
    return this.request.timezone;
  }

  audit(entry: AuditEntry): Promise<void> {
    return recordAudit(this.db, this.actor, entry);
  }

  now(): Promise<Date> {
    return databaseNow(this.db);
  }
}

class SignedInContext extends RequestContext implements UseCaseContext {
  private scopeOnce: Scope | null = null;

  constructor(
    db: Db,
    request: FastifyRequest,
    readonly principal: Principal,
  ) {
    super(db, request);
  }

  get scope(): Scope {
    return (this.scopeOnce ??= scopeOf(this.principal));
  }
}

/** The context of a signed-in caller's request; `db` is the pool until `inTransaction`. */
export const contextOf = (request: AuthenticatedRequest, db: Db): UseCaseContext =>
  new SignedInContext(db, request, request.principal);

/** The context of work nobody asked for in a request (a scheduled job): its audit rows name `actor`. */
class JobContext implements PublicContext {
  constructor(
    readonly db: Db,
    readonly actor: AuditActor,
    readonly timezone: string,
  ) {}

  audit(entry: AuditEntry): Promise<void> {
    return recordAudit(this.db, this.actor, entry);
  }

  now(): Promise<Date> {
    return databaseNow(this.db);
  }
}

/**
 * The context of a scheduled job's change (ADR 055, 058): no caller and no scope; the audit log
 * names the job as the actor (`username`), with no user.
 */
export const jobContextOf = (db: Db, username: string, timezone: string): PublicContext =>
  new JobContext(db, { userId: null, username, role: null, partnerId: null, ip: null, requestId: null }, timezone);

/** The context of a public route's request (no caller yet). */
export const publicContextOf = (request: FastifyRequest, db: Db): PublicContext => new RequestContext(db, request);

const RACE_MESSAGE = 'Otra operación cambió estos datos al mismo tiempo. Intente de nuevo.';

/**
 * THE one way to open a transaction: `work` gets the same context with `db` the transaction, so
 * its reads, writes and `audit` rows commit or roll back together. A unique index that trips
 * (two creations of the same code at once) is a 409, naming the field when `conflicts` knows
 * the index; crossed changes (deadlock, serialization failure) are a 409 asking to try again.
 */
export async function inTransaction<C extends PublicContext, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
  conflicts: UniqueConflicts = {},
): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => work(withDb(ctx, tx as unknown as Db)));
  } catch (error) {
    throw conflictOf(error, conflicts) ?? error;
  }
}

/** The 409 a failed transaction is answered with, or null when it is not a conflict. */
function conflictOf(error: unknown, conflicts: UniqueConflicts): AppError | null {
  if (error instanceof AppError) return null;
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const known = conflicts[pg.constraint];
    return known ? new AppError('CONFLICT', known.message, [known]) : new AppError('CONFLICT');
  }
  return isCrossedChange(error) ? new AppError('CONFLICT', RACE_MESSAGE) : null;
}

/**
 * The same context acting for someone the request did not name yet (sign-in's user, the owner
 * of a refresh token): its audit rows carry `who` over the request's actor.
 */
export function actingAs<C extends PublicContext>(ctx: C, who: Partial<AuditActor>): C {
  const actor: AuditActor = { ...ctx.actor, ...who };
  return Object.defineProperty(copyOf(ctx), 'actor', { value: actor, enumerable: true });
}

/** The same context (same class, same fields) on another connection. */
const withDb = <C extends PublicContext>(ctx: C, db: Db): C => Object.assign(copyOf(ctx), { db });

const copyOf = <C extends PublicContext>(ctx: C): C =>
  Object.create(Object.getPrototypeOf(ctx) as object, Object.getOwnPropertyDescriptors(ctx)) as C;
