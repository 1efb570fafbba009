import * as contracts from '@banca/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, registerUseCase } from '../../lib/use-case-endpoint';
import { contextOf, publicContextOf } from '../../lib/use-case';
import { signAccessToken } from '../../plugins/access';
import { registerEndpoint } from '../../plugins/endpoint';
import { makeChangeDb } from './change-db';
import { getCrossDbStatus } from './get-cross-db-status';
import { listDbConnections } from './list-db-connections';
import { makeRegisterDb } from './register-db';
import { RemoteDatabases } from './remote-databases';

const RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** /api/v2/auth/cross-db: accounts of the same person in the operator's other databases. */
export async function crossDbRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const remotes = new RemoteDatabases(config.crossDb);
  app.addHook('onClose', () => remotes.close());
  const deps = {
    config,
    remotes,
    signAccessToken: (userId: number, sessionId: string, database: string) =>
      signAccessToken(app, userId, sessionId, database),
  };
  const registerDb = makeRegisterDb(deps);
  const changeDb = makeChangeDb(deps);

  registerEndpoint(app, contracts.getCrossDbStatus, async () => getCrossDbStatus(deps));
  registerEndpoint(app, contracts.listDbConnections, (request) => listDbConnections(deps, contextOf(request, db)));
  registerUseCase(app, contracts.registerDb, registerDb, bodyOf, {
    rateLimit: RATE_LIMIT,
  });
  registerEndpoint(
    app,
    contracts.changeDb,
    (request) => changeDb(contextOf(request, db), request.body, (remote) => publicContextOf(request, remote)),
    { rateLimit: RATE_LIMIT },
  );
}
