import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { actorOf, type AuditActor } from '../../lib/audit';
import { pgErrorOf } from '../../lib/pg-error';
import { scopeOf, type Scope } from '../../lib/scope';

/** What every network use case needs of the request: whose subtree, and who acts. */
export interface NetworkContext {
  scope: Scope;
  actor: AuditActor;
}

export const contextOf = (request: FastifyRequest): NetworkContext => ({
  scope: scopeOf(request.principal!),
  actor: actorOf(request),
});

const RACE_MESSAGE = 'Otra operación cambió estos datos al mismo tiempo. Intente de nuevo.';

/**
 * One transaction per change. A unique index that trips under a race (two creations of the
 * same code at once) is answered as the same 409 the rule check gives; crossed locks as 409.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    if (error instanceof AppError) throw error;
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && pg.constraint === 'partners_code_uq') {
      const message = 'Código: ya existe un asociado con ese código.';
      throw new AppError('CONFLICT', message, [{ field: 'code', message }]);
    }
    if (pg?.code === '23505') throw new AppError('CONFLICT');
    // Deadlock or serialization failure: two changes crossed; nothing was saved.
    if (pg?.code === '40P01' || pg?.code === '40001') throw new AppError('CONFLICT', RACE_MESSAGE);
    throw error;
  }
}
